// The layers of `src/`, bottom first, and the check that every import points down (docs/architecture.md); and the one
// direction of the dev stack: mocks/ imports nothing of tools/ (docs/development.md#layout).
// `npm run lint` runs it; Biome's noImportCycles guards against import circles inside a layer.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface Layer {
  name: string;
  /** Paths relative to `src/`: a folder ends with `/`, anything else is one file. */
  paths: string[];
  /** The layers below this one that it may import; a module may always import its own layer. */
  mayImport: string[];
}

/** The bottom five layers, which every layer above may use (docs/architecture.md calls them `base`). */
export const BASE_LAYERS = ['definitions', 'utils', 'i18n', 'config', 'model'];
const base = BASE_LAYERS;

export const LAYERS: Layer[] = [
  {
    name: 'definitions',
    paths: ['constants.ts', 'errors/', 'alerts/', 'walletErrorCodes.ts'],
    mayImport: [],
  },
  { name: 'utils', paths: ['utils/'], mayImport: ['definitions'] },
  // The message catalogue, its formatter and the locale's React context: every layer above may speak through it.
  { name: 'i18n', paths: ['i18n/'], mayImport: ['definitions', 'utils'] },
  { name: 'config', paths: ['config/'], mayImport: ['definitions', 'utils', 'i18n'] },
  { name: 'model', paths: ['model/'], mayImport: ['definitions', 'utils', 'i18n', 'config'] },
  // The presentational kit: props in, callbacks out; it knows nothing of the store, the APIs or the features.
  { name: 'kit', paths: ['components/'], mayImport: base },
  { name: 'adapters', paths: ['adapters/'], mayImport: base },
  { name: 'devWallet', paths: ['devWallet/'], mayImport: [...base, 'adapters'] },
  { name: 'state', paths: ['api/', 'store/'], mayImport: [...base, 'adapters'] },
  { name: 'features', paths: ['features/'], mayImport: [...base, 'kit', 'adapters', 'state'] },
  // Where the store meets the kit: WalletModalRoot, ConnectButton, notices, the store's assembly.
  { name: 'shell', paths: ['shell/'], mayImport: [...base, 'kit', 'adapters', 'state', 'features'] },
  { name: 'entry', paths: ['index.ts'], mayImport: [...base, 'kit', 'adapters', 'state', 'features', 'shell'] },
];

/** The folders under adapters/ that are services every family may use, not chain families. */
const ADAPTER_SERVICES = ['walletConnect', 'embeddedWallet'];

/**
 * The chain family under adapters/ that holds `path`, if any: a folder with the family's descriptor, `family.ts`. A family
 * may import the contract (the files directly in adapters/), the services and the bottom layers, never another family.
 */
function familyOf(sourceRoot: string, path: string): string | undefined {
  const folder = /^adapters\/([^/]+)\//.exec(path)?.[1];
  return folder !== undefined && existsSync(join(sourceRoot, 'adapters', folder, 'family.ts')) ? folder : undefined;
}

/** A folder under adapters/ that is neither a chain family nor a service: the check could not tell what it may import. */
function unclassifiedAdapterFolder(sourceRoot: string, path: string): string | undefined {
  const folder = /^adapters\/([^/]+)\//.exec(path)?.[1];
  if (folder === undefined || ADAPTER_SERVICES.includes(folder) || familyOf(sourceRoot, path) !== undefined) return undefined;
  return folder;
}

/** Tests and their helpers sit outside the layers: they assemble whatever they exercise. */
const isOutsideLayers = (path: string) => path.startsWith('test/') || /\.test\.tsx?$/.test(path);

export function layerOf(path: string, layers: readonly Layer[] = LAYERS): Layer | undefined {
  return layers.find((layer) => layer.paths.some((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix)));
}

/** Static imports and re-exports, type-only ones included; a lazy `import()` is a seam, not a tie. */
const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

export interface UpwardImport {
  from: string;
  to: string;
  message: string;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function resolveImport(file: string, specifier: string): string {
  const target = resolve(dirname(file), specifier).replace(/\.(js|ts|tsx)$/, '');
  const candidates = [`${target}.ts`, `${target}.tsx`, join(target, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate)) ?? `${target}.ts`;
}

/**
 * Every import under `sourceRoot` that leaves its layer for one it may not import, or its chain family for another; and
 * every module in a folder under adapters/ that is neither a family nor a service.
 */
export function findUpwardImports(sourceRoot: string, layers: readonly Layer[] = LAYERS): UpwardImport[] {
  const found: UpwardImport[] = [];
  for (const file of sourceFiles(sourceRoot)) {
    const from = relative(sourceRoot, file);
    if (isOutsideLayers(from)) continue;
    const fromLayer = layerOf(from, layers);
    if (!fromLayer) {
      found.push({ from, to: '', message: `${from} belongs to no layer: add its folder to tools/layers.ts` });
      continue;
    }
    const unclassified = unclassifiedAdapterFolder(sourceRoot, from);
    if (unclassified !== undefined) {
      found.push({
        from,
        to: '',
        message: `${from}: adapters/${unclassified}/ is neither a chain family (it has no family.ts) nor a service listed in tools/layers.ts`,
      });
      continue;
    }
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = relative(sourceRoot, resolveImport(file, match[1] as string));
      const [fromFamily, toFamily] = [familyOf(sourceRoot, from), familyOf(sourceRoot, to)];
      if (fromFamily !== undefined && toFamily !== undefined && fromFamily !== toFamily) {
        found.push({
          from,
          to,
          message: `${from} (family ${fromFamily}) imports ${to} (family ${toFamily}): a family never imports another`,
        });
        continue;
      }
      const toLayer = layerOf(to, layers);
      if (!toLayer || toLayer === fromLayer || fromLayer.mayImport.includes(toLayer.name)) continue;
      found.push({ from, to, message: `${from} (${fromLayer.name}) imports ${to} (${toLayer.name}), which it may not` });
    }
  }
  return found;
}

/**
 * What a feature shows others: what it brings to the first load (its manifest), what it offers code that loads on demand,
 * and its views (for the modal's view table).
 */
const PUBLIC_FACES = ['index.ts', 'parts.ts', 'viewTable.ts'];

/** The feature folder `path` (relative to `src/`) sits in, if any: `features/<name>/…`. */
const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];

/**
 * Every import that reaches into a feature from outside it other than through its `index.ts`, its `parts.ts` or its
 * `viewTable.ts` (docs/architecture.md#features): a feature is used through what these say it brings.
 */
export function findDeepFeatureImports(sourceRoot: string): UpwardImport[] {
  const found: UpwardImport[] = [];
  for (const file of sourceFiles(sourceRoot)) {
    const from = relative(sourceRoot, file);
    if (isOutsideLayers(from)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = relative(sourceRoot, resolveImport(file, match[1] as string));
      const feature = featureOf(to);
      if (!feature || feature === featureOf(from) || PUBLIC_FACES.some((face) => to === `features/${feature}/${face}`)) continue;
      found.push({ from, to, message: `${from} imports ${to}: use features/${feature}/index.ts, parts.ts or viewTable.ts` });
    }
  }
  return found;
}

/**
 * Every import from a module of mocks/ into tools/ (docs/development.md#layout). tools/ runs mocks/ (`npm start` serves
 * its API) and both read the local chains' fixtures in mocks/fixtures/, so the two folders make no circle. A test in
 * mocks/ may use tools/ (a chain from tools/anvil.ts): it assembles what it exercises, and nothing imports it.
 */
export function findMocksImportingTools(repositoryRoot: string): UpwardImport[] {
  const found: UpwardImport[] = [];
  for (const file of sourceFiles(join(repositoryRoot, 'mocks'))) {
    const from = relative(repositoryRoot, file);
    if (/\.test\.tsx?$/.test(from)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = relative(repositoryRoot, resolveImport(file, match[1] as string));
      if (!to.startsWith('tools/')) continue;
      found.push({ from, to, message: `${from} imports ${to}: mocks/ imports nothing of tools/ (share it through mocks/fixtures/)` });
    }
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const source = resolve(import.meta.dirname, '../src');
  const upward = findUpwardImports(source);
  const deep = findDeepFeatureImports(source);
  const devStack = findMocksImportingTools(resolve(import.meta.dirname, '..'));
  for (const { message } of [...upward, ...deep, ...devStack]) console.error(message);
  if (upward.length > 0) console.error(`${upward.length} import(s) point up a layer (see tools/layers.ts)`);
  if (deep.length > 0) console.error(`${deep.length} import(s) reach into a feature past its index.ts`);
  if (devStack.length > 0) console.error(`${devStack.length} import(s) from mocks/ into tools/`);
  if (upward.length + deep.length + devStack.length > 0) process.exit(1);
  console.log('Layers: every import in src/ points down, features are used through their index.ts, and mocks/ imports nothing of tools/');
}
