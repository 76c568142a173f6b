import { format } from 'node:util';

export type ConsoleLevel = 'error' | 'warn';

interface Expectation {
  level: ConsoleLevel;
  pattern: RegExp;
  /** A declared line must come; a tolerated one may (a known problem whose timing the test does not control). */
  required: boolean;
  met: boolean;
}

/**
 * Keeps what a test logs with `console.error` and `console.warn`, and what it declared it would log. A test that
 * logs a line nobody declared, or declares a line it never logs, has a problem: an error or warning in the test
 * output should always mean something is wrong.
 */
export function createConsoleGuard() {
  let logged: { level: ConsoleLevel; text: string }[] = [];
  let expectations: Expectation[] = [];
  return {
    record(level: ConsoleLevel, args: unknown[]) {
      const text = format(...args);
      const expectation = expectations.find((candidate) => candidate.level === level && candidate.pattern.test(text));
      if (expectation) expectation.met = true;
      else logged.push({ level, text });
    },
    expect(level: ConsoleLevel, pattern: RegExp, required = true) {
      expectations.push({ level, pattern, required, met: false });
    },
    /** The problems since the last call (unexpected lines, declared lines never logged); starts afresh. */
    settle(): string[] {
      const problems = [
        ...logged.map(({ level, text }) => `unexpected console.${level}: ${text}`),
        ...expectations
          .filter(({ met, required }) => required && !met)
          .map(({ level, pattern }) => `console.${level} matching ${pattern} was declared but never logged`),
      ];
      logged = [];
      expectations = [];
      return problems;
    },
  };
}

export type ConsoleGuard = ReturnType<typeof createConsoleGuard>;

// On the global object, so the setup file and the test files share one guard whatever module registry loads them.
const GUARD = Symbol.for('redux-wallet-modal.consoleGuard');
type GuardHolder = { [GUARD]?: ConsoleGuard };

/** The guard the jest setup installed on `console` for this test file. */
export function installedConsoleGuard(): ConsoleGuard {
  const holder = globalThis as GuardHolder;
  holder[GUARD] ??= createConsoleGuard();
  return holder[GUARD];
}

/** Declares that the current test logs a `console.error` line matching `pattern` (every such line is then accepted). */
export function expectConsoleError(pattern: RegExp) {
  installedConsoleGuard().expect('error', pattern);
}

/** Declares that the current test logs a `console.warn` line matching `pattern` (every such line is then accepted). */
export function expectConsoleWarn(pattern: RegExp) {
  installedConsoleGuard().expect('warn', pattern);
}
