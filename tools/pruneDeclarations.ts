// After `tsc -p tsconfig.build.json` (`npm run build`): removes the declarations of modules the bundle folded away.
// A feature's parts.ts only re-exports, so the library build emits no JavaScript for it and no declaration imports
// its declaration: a host never reads it. What the pack-contents check would refuse for that reason alone, and only
// declarations, leaves dist/; anything else it would refuse is left for that check to report.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { unexpectedPackFiles } from './packContents.ts';

const UNREACHED = ': no entry point of the package imports it';

/** The declarations among `files` (packed path → text) that nothing shipped reaches. */
export function unreachedDeclarations(files: ReadonlyMap<string, string>): string[] {
  return unexpectedPackFiles(files)
    .filter((problem) => problem.endsWith(UNREACHED))
    .map((problem) => problem.slice(0, -UNREACHED.length))
    .filter((file) => file.endsWith('.d.ts'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '..');
  const files = new Map<string, string>([['package.json', readFileSync(join(root, 'package.json'), 'utf8')]]);
  for (const entry of readdirSync(join(root, 'dist'), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name).slice(root.length + 1);
    files.set(path, readFileSync(join(root, path), 'utf8'));
  }
  const unreached = unreachedDeclarations(files);
  for (const file of unreached) rmSync(join(root, file));
  console.log(`Declarations of folded modules removed from dist/: ${unreached.length}`);
}
