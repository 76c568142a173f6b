// `npm run bench`: the performance figures of bench/README.md against our own targets, on this machine.
// 1. Builds the library and examples/minimal (production, API pointed at a local mock server of 5,000 wallets), and
//    the same host with Solana configured (examples/minimal/solana.html, its first load and its Solana chunks).
// 2. Serves the example on 127.0.0.1 and visits it BENCH_RUNS times (default 10) per scenario, each in a fresh
//    headless Chromium where every request leaving the machine fails: a cold visitor clicking at once, one whose
//    pointer rests on the button 100 ms before the click, a returning visitor whose
//    session is restored from storage (once more with the identity API answering after 3 s: the stored profile name
//    must not wait for it), and the All Wallets grid.
// 3. Counts the chain requests of the demo's Tokens list read from the chain (the portfolio failing).
// 4. Runs the store benchmark (jsdom: render counts and dispatch cost).
// Writes bench/results.json and bench/results.md, and prints the table.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { CHROMIUM } from '../e2e/harness.ts';
import { startApiServer } from '../mocks/httpServer.ts';
import { KiB, type LazyImport, lazyImportsBeyond } from '../tools/firstLoad.ts';
import { BUDGET, buildMinimalExample, EVM_HOST, EXAMPLE_CONFIG, measureHost, SOLANA_HOST } from '../tools/sizeBudget.ts';
import { type AllWalletsFigures, connectedStorage, measureAllWallets, measureVisit, type VisitFigures } from './browser.ts';
import { measureChainTokenScreen } from './chainTokens.ts';
import { type Results, renderTable, type Spread, type StoreFigures, spread } from './report.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const WALLET_COUNT = 5_000;
const IDENTITY_HOLD_MS = 3_000;
/** How long the pointer rests on the button before the click, in the scenario where it does. */
const HOVER_MS = 100;
const root = fileURLToPath(new URL('..', import.meta.url));

const sizes = ({ module, raw, gzip }: LazyImport) => ({ module, raw, gzip });

async function repeat<T>(label: string, run: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    process.stdout.write(`\r${label}: run ${index + 1}/${RUNS}`);
    results.push(await run());
  }
  process.stdout.write('\n');
  return results;
}

/** Median, min and max of every numeric figure across runs. */
function summarise<T extends object>(runs: T[]): Record<string, Spread> {
  const summary: Record<string, Spread> = {};
  const first = runs[0] as Record<string, unknown>;
  for (const [key, value] of Object.entries(first)) {
    if (typeof value === 'number') summary[key] = spread(runs.map((run) => (run as Record<string, number>)[key] as number));
    else if (value && typeof value === 'object') {
      for (const inner of Object.keys(value)) {
        summary[`${key}.${inner}`] = spread(
          runs.map((run) => ((run as Record<string, Record<string, number>>)[key] as Record<string, number>)[inner] as number),
        );
      }
    }
  }
  return summary;
}

function storeFigures(): StoreFigures {
  const out = join(os.tmpdir(), `store-bench-${process.pid}.json`);
  execFileSync('npx', ['jest', '-c', 'jest.bench.config.ts', 'bench/store.bench.tsx'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--experimental-vm-modules', STORE_BENCH_OUT: out },
  });
  return JSON.parse(readFileSync(out, 'utf8')) as StoreFigures;
}

/** The mock API's failure switches (mocks/scenario.ts); undefined resets them. */
async function setScenario(scenario: object | undefined) {
  const response = await fetch(
    `${api.url}/__mock/scenario`,
    scenario ? { method: 'POST', body: JSON.stringify(scenario) } : { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`The mock API refused the scenario: ${await response.text()}`);
}

console.log('Building the library and examples/minimal…');
execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const api = await startApiServer({ walletCount: WALLET_COUNT });
const evm = measureHost(EVM_HOST, await buildMinimalExample(EVM_HOST, { VITE_API_URL: api.url }));
// Built in memory: its figures are the build's; the browser visits the EVM host.
const withSolana = measureHost(SOLANA_HOST, await buildMinimalExample(SOLANA_HOST, { VITE_API_URL: api.url }));
// Vite's own static server over the production build (no compression: the bench gzips what it receives).
const site = await preview({ configFile: EXAMPLE_CONFIG, logLevel: 'warn', preview: { host: '127.0.0.1' } });
const siteUrl = site.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/';
try {
  const chromiumVersion =
    /[\d.]+/.exec(execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[0] ?? 'unknown';

  const storage = await connectedStorage(siteUrl);
  const cold: VisitFigures[] = await repeat('Cold visitor, clicking at once', () => measureVisit(siteUrl));
  const coldHover: VisitFigures[] = await repeat(`Cold visitor, hovering ${HOVER_MS} ms before the click`, () =>
    measureVisit(siteUrl, { hoverMs: HOVER_MS }),
  );
  const returning: VisitFigures[] = await repeat('Returning visitor', () => measureVisit(siteUrl, { storage }));
  await setScenario({ holdMs: { identity: IDENTITY_HOLD_MS } });
  const identityHeld: VisitFigures[] = await repeat('Returning visitor, identity API held 3 s', () => measureVisit(siteUrl, { storage }));
  await setScenario(undefined);
  const allWallets: AllWalletsFigures[] = await repeat('All Wallets (5,000)', () => measureAllWallets(siteUrl, 'nova'));
  console.log('Tokens read from the chain (demo)…');
  const chainTokenScreen = await measureChainTokenScreen();
  console.log('Store (jsdom)…');
  const store = storeFigures();

  const results: Results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version, chromium: chromiumVersion },
    runs: RUNS,
    build: {
      firstLoad: { raw: evm.load.raw, gzip: evm.load.gzip, budgetGzip: BUDGET.maxGzip },
      lazy: evm.lazy.map(sizes),
      withSolana: {
        firstLoad: { raw: withSolana.load.raw, gzip: withSolana.load.gzip },
        solanaChunks: lazyImportsBeyond(withSolana.lazy, evm.lazy).map(sizes),
      },
    },
    cold: summarise(cold),
    hoverMs: HOVER_MS,
    coldHover: summarise(coldHover),
    returning: summarise(returning),
    identityHeld: { holdMs: IDENTITY_HOLD_MS, ...summarise(identityHeld) },
    allWallets: { walletCount: WALLET_COUNT, ...summarise(allWallets) },
    store,
    chainTokenScreen,
  };
  const table = renderTable(results);
  writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(root, 'bench/results.md'), table);
  console.log(`\n${table}`);
  for (const { host, load } of [evm, withSolana]) {
    console.log(`${host.name} first load: ${(load.gzip / KiB).toFixed(1)} of ${(BUDGET.maxGzip / KiB).toFixed(0)} KiB gzip`);
  }
} finally {
  await site.close();
  await api.close();
}
