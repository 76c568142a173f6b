import { yieldToMain } from './yieldToMain';

/** Whether `promise` settles within the microtasks queued now, i.e. without leaving the running task. */
async function settlesInThisTask(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
  return settled;
}

describe('yieldToMain', () => {
  const globals = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete globals.scheduler;
  });

  it('without `scheduler.yield`, resolves in a later task, after a timer queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier timer'), 0);
    const yielded = yieldToMain().then(() => order.push('yielded'));
    expect(await settlesInThisTask(yielded.then(() => undefined))).toBe(false);
    await yielded;
    expect(order).toEqual(['earlier timer', 'yielded']);
  });

  it('with `scheduler.yield`, resolves when the scheduler lets the page go on', async () => {
    let letGo = () => {};
    globals.scheduler = { yield: () => new Promise<void>((resolve) => (letGo = resolve)) };
    const yielded = yieldToMain();
    expect(await settlesInThisTask(yielded)).toBe(false);
    letGo();
    expect(await settlesInThisTask(yielded)).toBe(true);
  });
});
