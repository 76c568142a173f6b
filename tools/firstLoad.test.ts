import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  type BuiltChunk,
  budgetViolations,
  firstLoad,
  KiB,
  lazyImports,
  lazyImportsBeyond,
  lazyOnlyExports,
  lazyTargets,
  localeChunks,
  packageShares,
} from './firstLoad.ts';

const dist = '/repo/dist';

function chunk(fileName: string, parts: Partial<BuiltChunk> = {}): BuiltChunk {
  return {
    fileName,
    code: `// ${fileName}\n`,
    imports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    moduleIds: [],
    modules: {},
    ...parts,
  };
}

// A host build: the entry statically imports the vendor chunk; the account view and the WalletConnect provider are
// imported on demand and share a chunk of their own.
const build = [
  chunk('index.js', {
    isEntry: true,
    imports: ['vendor.js'],
    moduleIds: [`${dist}/index.js`],
  }),
  chunk('vendor.js', { code: 'x'.repeat(5000), moduleIds: ['/repo/node_modules/react-dom/index.js'] }),
  chunk('AccountView.js', {
    isDynamicEntry: true,
    facadeModuleId: `${dist}/features/account/AccountView.js`,
    imports: ['shared.js', 'vendor.js'],
    moduleIds: [`${dist}/features/account/AccountView.js`],
  }),
  chunk('wc.js', {
    isDynamicEntry: true,
    facadeModuleId: '/repo/node_modules/@walletconnect/universal-provider/index.js',
    imports: ['shared.js'],
    moduleIds: ['/repo/node_modules/@walletconnect/universal-provider/index.js'],
  }),
  chunk('shared.js', { moduleIds: [`${dist}/utils/format.js`] }),
  chunk('de.js', {
    isDynamicEntry: true,
    facadeModuleId: `${dist}/i18n/locales/de.js`,
    code: `export default ${JSON.stringify({ 'modal.close': 'Schließen' })};\n`,
    moduleIds: [`${dist}/i18n/locales/de.js`],
  }),
];
const targets = {
  modules: new Set([`${dist}/features/account/AccountView.js`, `${dist}/i18n/locales/de.js`]),
  packages: new Set(['@walletconnect/universal-provider']),
};
const budget = {
  maxGzip: 150 * KiB,
  lazyPackages: ['viem', '@walletconnect'],
  lazyModules: ['api/createApi.js', 'i18n/locales/de.js'],
};

describe('the first load of a host build', () => {
  it('is the entry and everything it imports statically, with raw and gzip sizes', () => {
    const load = firstLoad(build);
    expect(load.files.map((file) => file.file)).toEqual(['vendor.js', 'index.js']);
    expect(load.raw).toBe(5000 + '// index.js\n'.length);
    expect(load.gzip).toBeGreaterThan(0);
    expect(load.gzip).toBeLessThan(load.raw);
    expect([...load.moduleIds]).toEqual([`${dist}/index.js`, '/repo/node_modules/react-dom/index.js']);
  });

  it('lists what each on-demand import of the package adds, counting shared chunks for each', () => {
    expect(lazyImports(build, dist, targets).map(({ module, files }) => ({ module, files }))).toEqual([
      { module: '@walletconnect/universal-provider', files: ['wc.js', 'shared.js'] },
      { module: 'features/account/AccountView.js', files: ['AccountView.js', 'shared.js'] },
      { module: 'i18n/locales/de.js', files: ['de.js'] },
    ]);
  });

  it("lists each locale's chunk with its size", () => {
    const locales = localeChunks(lazyImports(build, dist, targets));
    expect(locales.map(({ module, files }) => ({ module, files }))).toEqual([{ module: 'i18n/locales/de.js', files: ['de.js'] }]);
    expect(locales[0]?.gzip).toBeGreaterThan(0);
  });

  it("lists what a host configured with more loads on demand beyond the other's: its own chunks", () => {
    const withSolana = [
      ...build,
      chunk('solanaWallet.js', {
        isDynamicEntry: true,
        facadeModuleId: `${dist}/adapters/solana/solanaWallet.js`,
        imports: ['shared.js'],
        moduleIds: [`${dist}/adapters/solana/solanaWallet.js`],
      }),
    ];
    const solanaTargets = { ...targets, modules: new Set([...targets.modules, `${dist}/adapters/solana/solanaWallet.js`]) };
    const beyond = lazyImportsBeyond(lazyImports(withSolana, dist, solanaTargets), lazyImports(build, dist, targets));
    expect(beyond.map(({ module, files }) => ({ module, files }))).toEqual([
      { module: 'adapters/solana/solanaWallet.js', files: ['solanaWallet.js', 'shared.js'] },
    ]);
  });

  it('fails when a language other than English is in the first load', () => {
    const slipped = build.map((part) =>
      part.fileName === 'vendor.js' ? { ...part, moduleIds: [...part.moduleIds, `${dist}/i18n/locales/de.js`] } : part,
    );
    expect(budgetViolations(firstLoad(slipped), targets, budget, dist)).toEqual([
      'i18n/locales/de.js is loaded on demand but slipped into the first load',
    ]);
  });

  it('keeps the budget when it is small and nothing lazy slipped in', () => {
    expect(budgetViolations(firstLoad(build), targets, budget, dist)).toEqual([]);
  });

  it('fails over the budget', () => {
    const load = firstLoad(build);
    expect(budgetViolations(load, targets, { ...budget, maxGzip: 10 }, dist)).toEqual([
      `First load is ${(load.gzip / KiB).toFixed(1)} KiB gzip, over the budget of 0 KiB`,
    ]);
  });

  it('fails when a feature view, an RTK Query API, viem or the WalletConnect provider is imported statically', () => {
    const slipped = build.map((part) =>
      part.fileName === 'vendor.js'
        ? {
            ...part,
            moduleIds: [
              ...part.moduleIds,
              `${dist}/features/account/AccountView.js`,
              `${dist}/api/createApi.js`,
              '/repo/node_modules/viem/_esm/index.js',
              '/repo/node_modules/@walletconnect/core/index.js',
            ],
          }
        : part,
    );
    expect(budgetViolations(firstLoad(slipped), targets, budget, dist)).toEqual([
      '@walletconnect/core is loaded on demand but slipped into the first load',
      'api/createApi.js is loaded on demand but slipped into the first load',
      'features/account/AccountView.js is loaded on demand but slipped into the first load',
      'viem is loaded on demand but slipped into the first load',
    ]);
  });
});

describe('what each package adds', () => {
  it("shares each file's gzip among its packages by their code, the package's own modules under its name", () => {
    const react = 'function render(element){return element}'.repeat(40);
    const ours = 'export const openModal=()=>({type:"modal/openModal"});';
    const files = [
      chunk('index.js', {
        code: `${react}\n${ours}`,
        modules: {
          '/repo/node_modules/react-dom/cjs/react-dom.production.js': { renderedExports: [], renderedLength: react.length, code: react },
          [`${dist}/store/slices/modalSlice.js`]: { renderedExports: ['openModal'], renderedLength: ours.length, code: ours },
        },
      }),
      chunk('AccountView.js', { code: 'x'.repeat(900) }),
    ];
    const shares = packageShares(files, ['index.js'], dist);
    expect(Object.fromEntries(shares.map((share) => [share.package, share.raw]))).toEqual({
      'redux-wallet-modal': ours.length,
      'react-dom': react.length,
    });
    // Repeated code compresses well: React's share is far below its part of the raw code.
    expect((shares.find((share) => share.package === 'react-dom')?.gzip ?? 0) / (react.length / 10)).toBeLessThan(1);
    expect(shares.reduce((total, share) => total + share.gzip, 0)).toBeCloseTo(gzipSync(`${react}\n${ours}`).length, -1);
  });
});

describe('the first load of a host with Solana configured', () => {
  it("fails when one of Solana's libraries is in it", () => {
    const slipped = build.map((part) =>
      part.fileName === 'vendor.js'
        ? {
            ...part,
            moduleIds: [
              ...part.moduleIds,
              '/repo/node_modules/@solana/web3.js/lib/index.browser.esm.js',
              '/repo/node_modules/bs58/src/esm/index.js',
              '/repo/node_modules/@wallet-standard/app/lib/esm/wallets.js',
            ],
          }
        : part,
    );
    const solanaBudget = { ...budget, lazyPackages: [...budget.lazyPackages, '@solana/web3.js', 'bs58'] };
    expect(budgetViolations(firstLoad(slipped), targets, solanaBudget, dist)).toEqual([
      '@solana/web3.js is loaded on demand but slipped into the first load',
      'bs58 is loaded on demand but slipped into the first load',
    ]);
  });
});

describe('the package build', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'dist-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('names every module and package it imports on demand', () => {
    mkdirSync(join(directory, 'features/modal'), { recursive: true });
    writeFileSync(
      join(directory, 'features/modal/views.js'),
      'const Account = lazy(() => import("../account/AccountView.js"));\nconst wc = () => import(\'@walletconnect/universal-provider\');',
    );
    writeFileSync(join(directory, 'index.js'), 'export * from "./features/modal/views.js";');
    expect(lazyTargets(directory)).toEqual({
      modules: new Set([join(directory, 'features/account/AccountView.js')]),
      packages: new Set(['@walletconnect/universal-provider']),
    });
  });

  it('names, by module, the exports the first load keeps only for code loaded on demand, and what they add', () => {
    const shared = (zod: string[], constants: string[]) =>
      chunk('shared.js', {
        modules: {
          '/repo/node_modules/zod/v4/mini/schemas.js': { renderedExports: zod, renderedLength: 100 * zod.length },
          [`${dist}/constants.js`]: { renderedExports: constants, renderedLength: 10 * constants.length },
          // A slice's action creator is a name for code the first load runs anyway: nothing to report.
          [`${dist}/store/slices/modalSlice.js`]: { renderedExports: constants.length > 1 ? ['viewPushed'] : [], renderedLength: 500 },
        },
      });
    const withShared = (sharedChunk: BuiltChunk) => [
      { ...build[0], imports: ['vendor.js', 'shared.js'] } as BuiltChunk,
      ...build.slice(1),
      sharedChunk,
    ];
    const needed = shared(['object', 'string'], ['STORAGE_KEYS']);
    expect(
      lazyOnlyExports(withShared(shared(['object', 'string', 'record', 'email'], ['STORAGE_KEYS', 'RPC'])), withShared(needed), dist),
    ).toEqual([
      { module: 'constants.js', exports: ['RPC'], bytes: 10 },
      { module: 'zod/v4/mini/schemas.js', exports: ['email', 'record'], bytes: 200 },
    ]);
    expect(lazyOnlyExports(withShared(needed), withShared(needed), dist)).toEqual([]);
  });
});
