import type { Config } from 'jest';
import base from './jest.config.ts';

/**
 * The benchmarks (`npm run bench`): the unit tests' transform and jsdom, one file at a time so runs do not
 * compete for the CPU. They print figures and assert only that the work was done, never how fast.
 */
const config: Config = {
  ...base,
  testMatch: ['<rootDir>/bench/**/*.bench.{ts,tsx}'],
  maxWorkers: 1,
  testTimeout: 300_000,
};

export default config;
