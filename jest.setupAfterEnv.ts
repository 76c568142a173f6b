import { installedConsoleGuard } from './src/test/consoleGuard.ts';

// A test fails when it logs a console error or warning it did not declare (`expectConsoleError`,
// `expectConsoleWarn` in src/test/consoleGuard.ts): a quiet run is one where any such line means a problem.
const guard = installedConsoleGuard();
console.error = (...args: unknown[]) => guard.record('error', args);
// Redux Toolkit's development checks note when one took over 32 ms: that measures how busy the machine is, not the
// code (the checks themselves still fail a test on a mutation or a value that is not serialisable).
const SLOW_CHECK_NOTE = /^(Immutable|Serializable)StateInvariantMiddleware took \d+ms, which is more than the warning threshold/;
console.warn = (...args: unknown[]) => {
  if (!SLOW_CHECK_NOTE.test(String(args[0]))) guard.record('warn', args);
};

function failOnProblems(when: string) {
  const problems = guard.settle();
  if (problems.length > 0) throw new Error(`${when}:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
}

// A line logged after a test's check (by a later teardown, or late async work) fails the next test, or the file.
afterEach(() => failOnProblems('The test logged to the console'));
afterAll(() => failOnProblems('The tests of this file logged to the console after their last check'));
