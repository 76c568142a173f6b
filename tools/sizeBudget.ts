// `npm run size`: builds examples/minimal for production against the library build (`npm run build` first) and fails
// when its first load passes the budget, or when anything the package loads on demand (viem, the WalletConnect provider,
// every feature view, every effect module, every language but English) slipped into it. It lists each locale's chunk.
// Deterministic, so CI enforces it; timings live in bench/.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { LOCALES } from '../src/i18n/locales.ts';
import { type Budget, type BuiltChunk, budgetViolations, firstLoad, KiB, lazyImports, lazyTargets, localeChunks } from './firstLoad.ts';

export const BUDGET: Budget = {
  maxGzip: 125 * KiB,
  lazyPackages: ['viem', '@walletconnect', '@coinbase/wallet-sdk'],
  lazyModules: [
    // Every RTK Query API is created through this module; the APIs join the store when they first load.
    'api/createApi.js',
    // What an EVM wallet does once picked or restored; finding the page's wallets stays in the first load.
    'adapters/evm/evmWallet.js',
    // English comes with the code; every other language is fetched when it is chosen.
    ...LOCALES.filter((locale) => locale !== 'en').map((locale) => `i18n/locales/${locale}.js`),
  ],
};
export const PACKAGE_DIST = fileURLToPath(new URL('../dist', import.meta.url));
export const EXAMPLE_CONFIG = fileURLToPath(new URL('../examples/minimal/vite.config.ts', import.meta.url));

/** Builds the minimal example (into examples/minimal/dist) and returns its chunks. */
export async function buildMinimalExample(env: Record<string, string> = {}): Promise<BuiltChunk[]> {
  if (!existsSync(`${PACKAGE_DIST}/index.js`)) throw new Error('No library build in dist/: run `npm run build` first');
  Object.assign(process.env, env);
  const result = await build({ configFile: EXAMPLE_CONFIG, logLevel: 'warn' });
  const output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
  return output.output
    .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
    .map((chunk) => ({ ...chunk, moduleIds: Object.keys(chunk.modules) }));
}

const format = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const chunks = await buildMinimalExample();
  const load = firstLoad(chunks);
  console.log(`examples/minimal first load: ${format(load.gzip)} gzip (${format(load.raw)} raw), budget ${format(BUDGET.maxGzip)}`);
  for (const file of load.files) console.log(`  ${file.file.padEnd(48)} ${format(file.gzip).padStart(10)}`);
  const targets = lazyTargets(PACKAGE_DIST);
  const lazyChunks = lazyImports(chunks, PACKAGE_DIST, targets);
  const locales = localeChunks(lazyChunks);
  console.log('Loaded on demand (JS each import adds, gzip):');
  for (const lazy of lazyChunks.filter((chunk) => !locales.includes(chunk)))
    console.log(`  ${lazy.module.padEnd(48)} ${format(lazy.gzip).padStart(10)}`);
  console.log('Locales, each a chunk of its own (gzip):');
  for (const locale of locales) console.log(`  ${locale.module.padEnd(48)} ${format(locale.gzip).padStart(10)}`);
  const violations = budgetViolations(load, targets, BUDGET, PACKAGE_DIST);
  for (const violation of violations) console.error(`Size budget: ${violation}`);
  process.exitCode = violations.length > 0 ? 1 : 0;
}
