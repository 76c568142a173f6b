import { chunk } from './chunk';

describe('chunk', () => {
  it('fetches once and keeps what it got', async () => {
    let fetches = 0;
    const views = chunk(async () => ++fetches);
    expect(await Promise.all([views.load(), views.load()])).toEqual([1, 1]);
    expect(await views.load()).toBe(1);
    expect(views.loaded).toBe(1);
  });

  it('tries a failed fetch again on the next load instead of failing for the rest of the visit', async () => {
    let fetches = 0;
    const views = chunk(async () => {
      fetches += 1;
      if (fetches === 1) throw new Error('Failed to fetch dynamically imported module');
      return 'views';
    });
    // A preload on a sign of intent leaves the failure to whoever needs the chunk: nothing is thrown at the page.
    views.preload();
    await expect(views.load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(views.loaded).toBeUndefined();
    expect(await views.load()).toBe('views');
    expect(fetches).toBe(2);
  });
});
