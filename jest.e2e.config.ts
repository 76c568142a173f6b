import type { Config } from 'jest';
import base from './jest.config.ts';

/** The end-to-end suite: the demo in Debian's Chromium, one file at a time. */
const config: Config = {
  ...base,
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  testMatch: ['<rootDir>/e2e/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/globalTeardown.ts',
  testTimeout: 60_000,
  maxWorkers: 1,
};

export default config;
