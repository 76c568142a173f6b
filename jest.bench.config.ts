import type { Config } from 'jest';
import base from './jest.config.ts';

/**
 * The jsdom part of `npm run bench` (bench/run.ts runs it): the unit tests' transform and jsdom, one file at a time.
 * Bench files report figures and assert only that the work was done, never how fast.
 */
const config: Config = {
  ...base,
  testMatch: ['<rootDir>/bench/**/*.bench.{ts,tsx}'],
  maxWorkers: 1,
  testTimeout: 300_000,
};

export default config;
