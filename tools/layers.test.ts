import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { BASE_LAYERS, findDeepFeatureImports, findMocksImportingTools, findUpwardImports, LAYERS, type Layer } from './layers';

/** A small source tree: `files` maps a path under src/ to its text. */
function sourceTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const seeded = {
  'features/account/accountSlice.ts': 'export interface AccountRecord { address: string }\n',
  'adapters/evm/family.ts': 'export const evmFamily = 1;\n',
  // The adapter reaches up into a feature: the import the rule exists to refuse.
  'adapters/evm/evmAdapter.ts': "import type { AccountRecord } from '../../features/account/accountSlice';\nexport const x = 1;\n",
  'components/Button.tsx': "import { lazy } from 'react';\nexport const Later = lazy(() => import('../features/account/View'));\n",
  'features/account/View.tsx': "import { Button } from '../../components/Button';\nexport default Button;\n",
  'features/account/View.test.tsx': "import { x } from '../../shell/anything';\n",
};

describe('the layer rule (tools/layers.ts)', () => {
  let root: string;
  beforeAll(() => {
    root = sourceTree(seeded);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses an import that points up a layer, type-only ones included', () => {
    expect(findUpwardImports(root).map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      'adapters/evm/evmAdapter.ts -> features/account/accountSlice.ts',
    ]);
  });

  it('lets the same seeded import pass once the rule allows it', () => {
    const withoutTheRule: Layer[] = LAYERS.map((layer) =>
      layer.name === 'adapters' ? { ...layer, mayImport: [...layer.mayImport, 'features'] } : layer,
    );
    expect(findUpwardImports(root, withoutTheRule)).toEqual([]);
  });

  it('refuses an import from one chain family into another, and lets a family use the contract and the services', () => {
    const families = sourceTree({
      'adapters/types.ts': 'export interface ChainAdapter { namespace: string }\n',
      'adapters/walletConnect/connector.ts': 'export const joined = 1;\n',
      'adapters/embeddedWallet/service.ts': 'export const frame = 1;\n',
      'adapters/evm/family.ts': 'export const evmFamily = 1;\n',
      'adapters/evm/rpc.ts': 'export const rpc = 1;\n',
      'adapters/solana/family.ts': 'export const solanaFamily = 1;\n',
      'adapters/solana/solanaAdapter.ts': [
        "import type { ChainAdapter } from '../types';",
        "import { joined } from '../walletConnect/connector';",
        "import { frame } from '../embeddedWallet/service';",
        // Reaching into the EVM family: the import the rule refuses.
        "import { rpc } from '../evm/rpc';",
        '',
      ].join('\n'),
    });
    expect(findUpwardImports(families).map(({ message }) => message)).toEqual([
      'adapters/solana/solanaAdapter.ts (family solana) imports adapters/evm/rpc.ts (family evm): a family never imports another',
    ]);
    rmSync(families, { recursive: true, force: true });
  });

  it('names a folder under adapters/ that is neither a chain family nor a service', () => {
    const stray = sourceTree({ 'adapters/bitcoin/bitcoinAdapter.ts': 'export const adapter = 1;\n' });
    expect(findUpwardImports(stray).map(({ message }) => message)).toEqual([
      'adapters/bitcoin/bitcoinAdapter.ts: adapters/bitcoin/ is neither a chain family (it has no family.ts) nor a service listed in tools/layers.ts',
    ]);
    rmSync(stray, { recursive: true, force: true });
  });

  it('names a file that belongs to no layer', () => {
    const stray = sourceTree({ 'helpers/thing.ts': 'export const y = 2;\n' });
    expect(findUpwardImports(stray).map(({ message }) => message)).toEqual([
      'helpers/thing.ts belongs to no layer: add its folder to tools/layers.ts',
    ]);
    rmSync(stray, { recursive: true, force: true });
  });

  it('finds no upward import in src/', () => {
    expect(findUpwardImports(resolve(import.meta.dirname, '../src'))).toEqual([]);
  });
});

describe('the feature rule (tools/layers.ts)', () => {
  let root: string;
  beforeAll(() => {
    root = sourceTree({
      'features/send/sendRules.ts': 'export const rule = 1;\n',
      'features/send/index.ts': "export { rule } from './sendRules';\n",
      'features/send/parts.ts': "export { rule as endpoint } from './sendRules';\n",
      // Past the index: the import the rule exists to refuse.
      'features/account/AccountView.tsx': "import { rule } from '../send/sendRules';\nexport const view = rule;\n",
      // Through the index, within a feature, a shared module of the features layer, a lazy chunk, a test: all fine.
      'features/account/accountEffects.ts':
        "import { rule } from '../send';\nimport { view } from './AccountView';\nexport const x = [rule, view];\n",
      'features/featureModule.ts': 'export const defineFeature = 1;\n',
      'features/history/index.ts':
        "import { defineFeature } from '../featureModule';\nexport const later = () => import('../send/sendRules');\n",
      'features/history/history.test.ts': "import { rule } from '../send/sendRules';\n",
      'shell/features.ts': "import { rule } from '../features/send/sendRules';\n",
      // A feature's views, which the modal's view table lists: a face of its own.
      'features/send/viewTable.ts': 'export const views = {};\n',
      'shell/WalletModalRoot/viewDefinitions.ts': "import { views } from '../../features/send/viewTable';\nexport const all = views;\n",
    });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses an import into a feature past its index.ts, from another feature or from the shell', () => {
    expect(
      findDeepFeatureImports(root)
        .map(({ from, to }) => `${from} -> ${to}`)
        .sort(),
    ).toEqual(['features/account/AccountView.tsx -> features/send/sendRules.ts', 'shell/features.ts -> features/send/sendRules.ts']);
  });

  it('finds none in src/', () => {
    expect(findDeepFeatureImports(resolve(import.meta.dirname, '../src'))).toEqual([]);
  });
});

describe('the dev stack rule (tools/layers.ts)', () => {
  it('refuses an import from a module of mocks/ into tools/, and lets tools/ use mocks/ and a test in mocks/ use tools/', () => {
    const root = sourceTree({
      'mocks/fixtures/localChains.ts': 'export const LOCAL_TOKENS = [];\n',
      'tools/anvil.ts': 'export const startAnvil = 1;\n',
      'tools/testTokens.ts': "import { LOCAL_TOKENS } from '../mocks/fixtures/localChains.ts';\nexport const x = LOCAL_TOKENS;\n",
      'mocks/localChain.ts': "import { LOCAL_TOKENS } from './fixtures/localChains.ts';\nexport const y = LOCAL_TOKENS;\n",
      'mocks/localChain.test.ts': "import { startAnvil } from '../tools/anvil.ts';\n",
      // Back into tools/: the import that made the two folders a circle.
      'mocks/localExchange.ts': "import { x } from '../tools/testTokens.ts';\nexport const z = x;\n",
    });
    expect(findMocksImportingTools(root).map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      'mocks/localExchange.ts -> tools/testTokens.ts',
    ]);
    rmSync(root, { recursive: true, force: true });
  });

  it('finds none in the repository', () => {
    expect(findMocksImportingTools(resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});

/**
 * The layer table of docs/architecture.md, as `Layer`s: the table whose header starts `| layer |`, a row a layer (its
 * name, its paths in backticks, the layers it may import: `nothing`, or names where `base` is the bottom five).
 */
function documentedLayers(markdown: string): Layer[] {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| layer |'));
  const rows = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|').map((cell) => cell.trim()));
  }
  return rows.map(([, name = '', paths = '', mayImport = '']) => ({
    name,
    paths: [...paths.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string),
    mayImport:
      mayImport === 'nothing' ? [] : mayImport.split(',').flatMap((layer) => (layer.trim() === 'base' ? BASE_LAYERS : [layer.trim()])),
  }));
}

const sorted = (layers: readonly Layer[]) =>
  layers.map(({ name, paths, mayImport }) => ({ name, paths: [...paths].sort(), mayImport: [...mayImport].sort() }));

describe("docs/architecture.md's layer table", () => {
  const markdown = readFileSync(resolve(import.meta.dirname, '../docs/architecture.md'), 'utf8');

  it('is the layers tools/layers.ts enforces, row for row', () => {
    expect(sorted(documentedLayers(markdown))).toEqual(sorted(LAYERS));
  });

  it('differs from them once a row drifts', () => {
    const drifted = markdown.replace(
      '| devWallet | `devWallet/` | base, adapters |',
      '| devWallet | `devWallet/` | base, adapters, state |',
    );
    expect(drifted).not.toBe(markdown);
    expect(sorted(documentedLayers(drifted))).not.toEqual(sorted(LAYERS));
  });
});
