import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/'],
  setupFiles: ['<rootDir>/jest.setup.ts'],
  setupFilesAfterEnv: ['@testing-library/jest-dom/jest-globals', '<rootDir>/jest.setupAfterEnv.ts'],
  testMatch: ['<rootDir>/{src,mocks,tools,frame}/**/*.test.{ts,tsx}'],
  fakeTimers: { doNotFake: ['queueMicrotask'] },
  // A test's first render of the modal parses its chunks' modules (the brand marks' package alone is 5 MB); on a busy
  // two-core machine that alone can take most of jest's default 5 s.
  testTimeout: 15_000,
  // Jest's default is a worker less than the cores, one on two: the files ran one after another in about 210 s. Two
  // workers there run them in about 130 s; a file's local parts (anvil, the relay, the Solana chain) are its own, each
  // on a port the OS gives it.
  maxWorkers: Math.max(2, availableParallelism() - 1),
};

export default config;
