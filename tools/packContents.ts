// `node tools/packContents.ts <tarball>`: fails when the packed package holds anything a host does not need. Allowed:
// package.json, README.md, LICENSE, CHANGELOG.md and the files of dist/ that the package's entry points reach through
// their imports (with their source maps), the embedded-wallet frame's page among them. Tests, fixtures, mocks, demo sources and modules nothing imports fail it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';

export const TOP_LEVEL_FILES = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];

/**
 * The embedded-wallet frame's page: a static build a host serves from an origin of its own (docs/behaviour.md#embedded-wallet),
 * reached by no import, so an entry point of its own. Its scripts and styles are what its `src` and `href` name.
 */
const FRAME_PAGE = 'dist/frame/index.html';

/** Path parts that only tests, fixtures and the demo have. */
const TEST_OR_DEMO =
  /(^|\/)(test|tests|__tests__|__fixtures__|fixtures|mocks|demo|e2e|bench)\/|\.(test|spec|stories)\.[cm]?[jt]sx?(\.map)?$/;

interface ExportTargets {
  [condition: string]: string | ExportTargets;
}
interface PackageManifest {
  main?: string;
  module?: string;
  types?: string;
  exports?: Record<string, string | ExportTargets>;
}

/** Every file the manifest points a host at: main, module, types and each export condition's target. */
export function entryPoints(manifest: PackageManifest): string[] {
  const targets = new Set<string>();
  const add = (target: string | ExportTargets | undefined) => {
    if (typeof target === 'string') targets.add(posix.normalize(target));
    else if (target) for (const nested of Object.values(target)) add(nested);
  };
  add(manifest.main);
  add(manifest.module);
  add(manifest.types);
  for (const target of Object.values(manifest.exports ?? {})) add(target);
  return [...targets];
}

// `import … from './x'`, `export … from './x'`, `import './x'`, `import('./x')` (minifiers quote it with backticks too)
// — relative specifiers only.
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"`](\.{1,2}\/[^'"`]+)['"`]/g;
// A page's `src="./x"` and `href="./x"`.
const RELATIVE_PAGE_LINK = /\b(?:src|href)=["'](\.{1,2}\/[^"']+)["']/g;

/** The packed file a relative specifier in `importer` names: as written, or a declaration's `.d.ts` / `index.d.ts`. */
function resolveRelative(importer: string, specifier: string, files: ReadonlyMap<string, string>): string | undefined {
  const base = posix.join(posix.dirname(importer), specifier);
  const candidates = importer.endsWith('.d.ts')
    ? [base.replace(/\.js$/, '.d.ts'), `${base}.d.ts`, `${base}/index.d.ts`]
    : [base, `${base}.js`, `${base}/index.js`];
  return candidates.find((candidate) => files.has(candidate));
}

/** The files reached from `entries` through relative imports, each with its source map. */
export function reachableFiles(files: ReadonlyMap<string, string>, entries: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = entries.filter((entry) => files.has(entry));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    if (files.has(`${file}.map`)) reached.add(`${file}.map`);
    const text = files.get(file) ?? '';
    const links = file.endsWith('.html') ? text.matchAll(RELATIVE_PAGE_LINK) : text.matchAll(RELATIVE_IMPORT);
    for (const [, specifier] of links) {
      const target = specifier && resolveRelative(file, specifier, files);
      if (target && !reached.has(target)) pending.push(target);
    }
  }
  return reached;
}

/**
 * The declaration file of each module: tsc writes them beside the JS or in their own folder (package.json's `types`
 * in dist/types while `main` is in dist/), mirroring the JS tree.
 */
function declarationOf(jsFile: string, manifest: PackageManifest): string | undefined {
  if (!manifest.main || !manifest.types || !jsFile.endsWith('.js')) return undefined;
  const jsRoot = posix.dirname(posix.normalize(manifest.main));
  const typesRoot = posix.dirname(posix.normalize(manifest.types));
  const relative = posix.relative(jsRoot, jsFile);
  return relative.startsWith('..') ? undefined : posix.join(typesRoot, relative.replace(/\.js$/, '.d.ts'));
}

/** What should not be in the package, one line each ("<file>: <why>"); `files` maps each packed path to its text. */
export function unexpectedPackFiles(files: ReadonlyMap<string, string>): string[] {
  const manifest = JSON.parse(files.get('package.json') ?? '{}') as PackageManifest;
  const code = reachableFiles(files, [...entryPoints(manifest), FRAME_PAGE]);
  // A shipped module's declaration stays, with the declarations it imports: a host's type checker may follow them.
  const declarations = [...code].flatMap((file) => declarationOf(file, manifest) ?? []);
  const reached = new Set([...code, ...reachableFiles(files, declarations)]);
  const problems: string[] = [];
  for (const file of [...files.keys()].sort()) {
    if (TOP_LEVEL_FILES.includes(file)) continue;
    if (TEST_OR_DEMO.test(file)) problems.push(`${file}: a test, fixture or demo file`);
    else if (!file.startsWith('dist/')) problems.push(`${file}: outside dist/ and not one of ${TOP_LEVEL_FILES.join(', ')}`);
    else if (!reached.has(file)) problems.push(`${file}: no entry point of the package imports it`);
  }
  for (const required of TOP_LEVEL_FILES) if (!files.has(required)) problems.push(`${required}: missing`);
  return problems;
}

function filesUnder(root: string, directory = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(join(root, directory), { withFileTypes: true })) {
    const path = directory ? `${directory}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [nested, text] of filesUnder(root, path)) files.set(nested, text);
    else files.set(path, readFileSync(join(root, path), 'utf8'));
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tarball = process.argv[2];
  if (!tarball) throw new Error('Usage: node tools/packContents.ts <the tarball npm pack wrote>');
  const unpacked = mkdtempSync(join(tmpdir(), 'pack-contents-'));
  try {
    execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
    const files = filesUnder(join(unpacked, 'package'));
    const problems = unexpectedPackFiles(files);
    const dist = [...files.keys()].filter((file) => file.startsWith('dist/')).length;
    console.log(`${tarball}: ${files.size} files (${TOP_LEVEL_FILES.filter((file) => files.has(file)).join(', ')}, ${dist} in dist/)`);
    for (const problem of problems) console.error(`Pack contents: ${problem}`);
    process.exitCode = problems.length > 0 ? 1 : 0;
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}
