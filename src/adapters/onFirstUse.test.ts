import { onFirstUse } from './onFirstUse';

describe('methods loaded on first use', () => {
  function lazyMethods() {
    const loads: string[] = [];
    const methods = onFirstUse(
      async () => {
        loads.push('loaded');
        return {
          add: async (a: number, b: number) => a + b,
          greet: async (name: string) => `hello ${name}`,
        };
      },
      { add: true, greet: true },
    );
    return { methods, loads };
  }

  it('loads nothing until a method is called', () => {
    const { loads } = lazyMethods();
    expect(loads).toEqual([]);
  });

  it('loads once, on the first call of any method, and forwards arguments and answers', async () => {
    const { methods, loads } = lazyMethods();
    await expect(Promise.all([methods.add(2, 3), methods.greet('Ada')])).resolves.toEqual([5, 'hello Ada']);
    await expect(methods.add(1, 1)).resolves.toBe(2);
    expect(loads).toEqual(['loaded']);
  });

  it('has exactly the methods it was given', () => {
    expect(Object.keys(lazyMethods().methods)).toEqual(['add', 'greet']);
  });
});
