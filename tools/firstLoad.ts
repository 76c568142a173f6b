// What a host's production build of the package puts on the first load, and what each on-demand import adds later.
// Read from the bundler's output (deterministic: no browser, no timing), shared by the CI size budget and the benchmark.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The parts of a Rollup/Rolldown output chunk this needs. */
export interface BuiltChunk {
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  /** Each module's exports the chunk keeps (those some chunk uses), and its length in the chunk before minifying. */
  modules: Record<string, { renderedExports: string[]; renderedLength: number; code?: string | null }>;
}

export interface Size {
  raw: number;
  gzip: number;
}

export interface LazyImport extends Size {
  /** The module imported on demand, relative to the package's `dist/` (or the package name). */
  module: string;
  /** Chunk files it adds to what is already loaded. */
  files: string[];
}

export interface FirstLoad extends Size {
  files: (Size & { file: string })[];
  /** Every module bundled into the first load (absolute ids). */
  moduleIds: Set<string>;
}

export const KiB = 1024;

/** gzip at zlib's default level, the level web servers use. */
export function sizeOf(code: string | Uint8Array): Size {
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code).length };
}

function sum(sizes: Size[]): Size {
  return sizes.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip }), { raw: 0, gzip: 0 });
}

/** Chunk files reachable from `start` through static imports (what the browser fetches before running `start`). */
function staticClosure(chunks: Map<string, BuiltChunk>, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const chunk = chunks.get(file);
    if (!chunk || seen.has(file)) continue;
    seen.add(file);
    queue.push(...chunk.imports);
  }
  return seen;
}

/** The chunks by file, and the files the browser fetches before any `import()`: the entries and their static imports. */
function initialLoad(chunks: BuiltChunk[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  return { byFile, initial: staticClosure(byFile, entries) };
}

export function firstLoad(chunks: BuiltChunk[]): FirstLoad {
  const { byFile, initial } = initialLoad(chunks);
  const loaded = [...initial].map((file) => byFile.get(file) as BuiltChunk);
  const files = loaded.map((chunk) => ({ file: chunk.fileName, ...sizeOf(chunk.code) })).sort((a, b) => b.gzip - a.gzip);
  return { ...sum(files), files, moduleIds: new Set(loaded.flatMap((chunk) => chunk.moduleIds)) };
}

/** What one package brings to a set of chunk files. */
export interface PackageShare extends Size {
  /** `react-dom`, `@reduxjs/toolkit`; `redux-wallet-modal` for the package's own modules; `bundler` for the rest. */
  package: string;
}

/**
 * What each package adds to `files` (chunk file names of `chunks`), largest first. Raw is exact (the modules' code in
 * the chunk); gzip shares each file's compressed size among its modules by the size of each one's code compressed
 * alone, since a file compresses as a whole: the shares add up to the files' gzip, each one an estimate.
 */
export function packageShares(chunks: BuiltChunk[], files: Iterable<string>, packageDist: string): PackageShare[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const shares = new Map<string, Size>();
  const add = (name: string, size: Size) => {
    const share = shares.get(name) ?? { raw: 0, gzip: 0 };
    shares.set(name, { raw: share.raw + size.raw, gzip: share.gzip + size.gzip });
  };
  for (const file of files) {
    const chunk = byFile.get(file) as BuiltChunk;
    const modules = Object.entries(chunk.modules).flatMap(([id, module]) =>
      module.code ? [{ name: packageOf(id, packageDist), code: module.code, alone: sizeOf(module.code).gzip }] : [],
    );
    const fileGzip = sizeOf(chunk.code).gzip;
    const weights = modules.reduce((total, module) => total + module.alone, 0);
    for (const module of modules) add(module.name, { raw: module.code.length, gzip: (fileGzip * module.alone) / weights });
    if (modules.length === 0) add('bundler', { raw: chunk.code.length, gzip: fileGzip });
  }
  return [...shares].map(([name, size]) => ({ package: name, raw: size.raw, gzip: Math.round(size.gzip) })).sort((a, b) => b.gzip - a.gzip);
}

function packageOf(id: string, packageDist: string): string {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  if (dependency?.[1]) return dependency[1];
  return id.startsWith(`${packageDist}/`) ? 'redux-wallet-modal' : 'bundler';
}

/** The files the first load fetches: the entries and their static imports. */
export function firstLoadFiles(chunks: BuiltChunk[]): Set<string> {
  return initialLoad(chunks).initial;
}

/** A module whose exports the first load keeps only for code loaded on demand. */
export interface LazyOnlyExports {
  /** Relative to the package's `dist/`, or the path in `node_modules` (`zod/v4/mini/schemas.js`). */
  module: string;
  exports: string[];
  /** What they add to the module, before minifying. */
  bytes: number;
}

/**
 * What the first load of `build` keeps only for code loaded on demand: by module, the exports it has that the first
 * load of `withoutLazyCode`, the same host built with every `import()` emptied, has not, where they add code (not only
 * a name for code the first load runs anyway). A bundler keeps one copy of a module, with every export any chunk uses.
 */
export function lazyOnlyExports(build: BuiltChunk[], withoutLazyCode: BuiltChunk[], packageDist: string): LazyOnlyExports[] {
  const modulesOf = (chunks: BuiltChunk[]) => {
    const { byFile, initial } = initialLoad(chunks);
    return new Map([...initial].flatMap((file) => Object.entries((byFile.get(file) as BuiltChunk).modules)));
  };
  const needed = modulesOf(withoutLazyCode);
  return [...modulesOf(build)]
    .map(([id, kept]) => ({
      module: id.includes('/node_modules/')
        ? id.slice(id.lastIndexOf('/node_modules/') + '/node_modules/'.length)
        : moduleName(id, packageDist).replace(/^\0/, ''),
      exports: kept.renderedExports.filter((name) => !needed.get(id)?.renderedExports.includes(name)).sort(),
      bytes: kept.renderedLength - (needed.get(id)?.renderedLength ?? 0),
    }))
    .filter((entry) => entry.exports.length > 0 && entry.bytes > 0)
    .sort((a, b) => a.module.localeCompare(b.module));
}

/** For each module the package imports on demand (`targets`), the JS its import adds beyond the first load. */
export function lazyImports(chunks: BuiltChunk[], packageDist: string, targets: LazyTargets): LazyImport[] {
  const { byFile, initial } = initialLoad(chunks);
  // Chunks shared by several imports are compressed once.
  const sizes = new Map<string, Size>();
  const sizeOfFile = (file: string) =>
    sizes.get(file) ?? (sizes.set(file, sizeOf((byFile.get(file) as BuiltChunk).code)).get(file) as Size);
  return chunks
    .filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId && isLazyTarget(chunk.facadeModuleId, packageDist, targets))
    .map((chunk) => {
      const files = [...staticClosure(byFile, [chunk.fileName])].filter((file) => !initial.has(file));
      return { module: moduleName(chunk.facadeModuleId as string, packageDist), files, ...sum(files.map(sizeOfFile)) };
    })
    .sort((a, b) => a.module.localeCompare(b.module));
}

/** The on-demand imports of a host that `base`, a host configured with less, does not have: what the rest adds (Solana's chunks). */
export function lazyImportsBeyond(lazy: readonly LazyImport[], base: readonly LazyImport[]): LazyImport[] {
  const known = new Set(base.map((chunk) => chunk.module));
  return lazy.filter((chunk) => !known.has(chunk.module));
}

/** The languages among the on-demand imports (`i18n/locales/de.js`): what each locale's chunk adds when it is chosen. */
export function localeChunks(lazy: readonly LazyImport[]): LazyImport[] {
  return lazy.filter((chunk) => chunk.module.startsWith('i18n/locales/'));
}

/** `features/account/AccountView.js` for a module of the package, `viem` or `@walletconnect/core` for a dependency. */
function moduleName(id: string, packageDist: string): string {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  if (dependency?.[1]) return dependency[1];
  return id.startsWith(`${packageDist}/`) ? id.slice(packageDist.length + 1) : id;
}

export interface LazyTargets {
  /** Modules of the package, by absolute path. */
  modules: Set<string>;
  /** Dependencies, by package name. */
  packages: Set<string>;
}

function isLazyTarget(id: string, packageDist: string, targets: LazyTargets): boolean {
  return targets.modules.has(id) || targets.packages.has(moduleName(id, packageDist));
}

const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/**
 * Every module the package's build imports on demand (`import()` in `dist/`): relative targets as absolute paths,
 * packages by name. With one dist file per source module, this is exactly what the source lazy-loads.
 */
export function lazyTargets(packageDist: string): LazyTargets {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) {
        for (const [, target] of readFileSync(path, 'utf8').matchAll(DYNAMIC_IMPORT)) {
          if (!target) continue;
          if (target.startsWith('.')) modules.add(resolve(dirname(path), target));
          else packages.add(target);
        }
      }
    }
  };
  walk(packageDist);
  return { modules, packages };
}

export interface Budget {
  maxGzip: number;
  /** Packages that must never be in the first load, whether imported on demand or not. */
  lazyPackages: string[];
  /** Modules of the package (relative to `dist/`) that must never be in the first load either. */
  lazyModules: string[];
}

/** The broken rules, each as a sentence; empty when the first load keeps the budget. */
export function budgetViolations(load: FirstLoad, lazy: LazyTargets, budget: Budget, packageDist: string): string[] {
  const violations: string[] = [];
  if (load.gzip > budget.maxGzip) {
    violations.push(`First load is ${(load.gzip / KiB).toFixed(1)} KiB gzip, over the budget of ${(budget.maxGzip / KiB).toFixed(0)} KiB`);
  }
  const packages = new Set([...budget.lazyPackages, ...lazy.packages]);
  const slipped = new Set<string>();
  for (const id of load.moduleIds) {
    const name = moduleName(id, packageDist);
    if (
      lazy.modules.has(id) ||
      budget.lazyModules.includes(name) ||
      [...packages].some((pkg) => name === pkg || name.startsWith(`${pkg}/`))
    ) {
      slipped.add(name);
    }
  }
  for (const name of [...slipped].sort()) violations.push(`${name} is loaded on demand but slipped into the first load`);
  return violations;
}
