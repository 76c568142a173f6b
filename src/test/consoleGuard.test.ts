import { createConsoleGuard, installedConsoleGuard } from './consoleGuard';

describe('the console guard', () => {
  it('reports a line no test declared, with its text', () => {
    const guard = createConsoleGuard();
    guard.record('error', ['An update to %s inside a test was not wrapped in act(...).', 'ButtonBalance']);
    expect(guard.settle()).toEqual(['unexpected console.error: An update to ButtonBalance inside a test was not wrapped in act(...).']);
  });

  it('accepts the lines a test declared, at their level only', () => {
    const guard = createConsoleGuard();
    guard.expect('warn', /Discarded an unreadable value/);
    guard.record('warn', ['[redux-wallet-modal] Discarded an unreadable value stored under a key']);
    guard.record('warn', ['[redux-wallet-modal] Discarded an unreadable value stored under another key']);
    guard.record('error', ['Discarded an unreadable value']);
    expect(guard.settle()).toEqual(['unexpected console.error: Discarded an unreadable value']);
  });

  it('reports a declared line that never came', () => {
    const guard = createConsoleGuard();
    guard.expect('error', /Failed to disconnect/);
    expect(guard.settle()).toEqual(['console.error matching /Failed to disconnect/ was declared but never logged']);
  });

  it('lets a tolerated line come or not', () => {
    const guard = createConsoleGuard();
    guard.expect('error', /never mounted/, false);
    expect(guard.settle()).toEqual([]);
    guard.expect('error', /never mounted/, false);
    guard.record('error', ['an update to a component that never mounted']);
    expect(guard.settle()).toEqual([]);
  });

  it('starts afresh after each settling, declarations included', () => {
    const guard = createConsoleGuard();
    guard.expect('warn', /late/);
    guard.record('warn', ['late']);
    expect(guard.settle()).toEqual([]);
    guard.record('warn', ['late']);
    expect(guard.settle()).toEqual(['unexpected console.warn: late']);
  });

  it('receives what this test writes with console.error and console.warn', () => {
    console.error('an error %d', 1);
    console.warn('a warning');
    // Settled here, so this test's own check after it finds nothing left.
    expect(installedConsoleGuard().settle()).toEqual(['unexpected console.error: an error 1', 'unexpected console.warn: a warning']);
  });
});
