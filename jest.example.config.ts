import type { Config } from 'jest';
import base from './jest.config.ts';

/**
 * The host examples in Debian's Chromium, each installed from the packed package (`npm pack`, then `npm install` in the
 * example). Apart from the e2e suite: they need that install, and start their own servers instead of the demo.
 */
const config: Config = {
  ...base,
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  testMatch: ['<rootDir>/e2e/examples/*.test.ts'],
  testTimeout: 60_000,
  maxWorkers: 1,
};

export default config;
