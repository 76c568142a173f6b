// The repository stands alone: every rule a comment, test name or doc points to is in docs/behaviour.md or in a
// public standard (EIP-1193, CAIP-2, RFC …), never in a specification kept outside the repository. This check
// finds references to such a document in the tracked text files. `npm run lint` runs it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface OutsideReference {
  file: string;
  line: number;
  text: string;
}

/**
 * Ways an outside specification gets cited: its name in capitals (`SPEC`, `SPEC.md`), a section sign, "the spec"
 * and "spec's". Words that merely contain the letters (specific, specifier, `@standard-schema/spec`, the specs of
 * a standard) pass.
 */
const OUTSIDE_REFERENCE = [/\bSPEC\b/, /§/, /\bthe spec(?![\w-])/i, /\bspec['’]s\b/i];

/** This check and its test name the patterns they look for. */
const SELF = new Set(['tools/outsideReferences.ts', 'tools/outsideReferences.test.ts']);

/** Git's own test for a binary file: a NUL byte near the start. */
const isBinary = (bytes: Buffer) => bytes.subarray(0, 8000).includes(0);

/** The files git tracks under `root`, as paths relative to it. */
export function trackedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
}

/** Every line of the tracked text files that cites a document outside the repository. */
export function findOutsideReferences(root: string, files: readonly string[] = trackedFiles(root)): OutsideReference[] {
  const found: OutsideReference[] = [];
  for (const file of files) {
    if (SELF.has(file)) continue;
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(root, file));
    } catch {
      continue; // Tracked but deleted in the work tree: nothing to read.
    }
    if (isBinary(bytes)) continue;
    bytes
      .toString('utf8')
      .split('\n')
      .forEach((text, index) => {
        if (OUTSIDE_REFERENCE.some((pattern) => pattern.test(text))) found.push({ file, line: index + 1, text: text.trim() });
      });
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const found = findOutsideReferences(resolve(import.meta.dirname, '..'));
  for (const { file, line, text } of found) console.error(`${file}:${line}: ${text}`);
  if (found.length > 0) {
    console.error(
      `${found.length} line(s) cite a document outside the repository: cite docs/behaviour.md#<feature> or a public standard instead`,
    );
    process.exit(1);
  }
  console.log('Outside references: none; every rule cited is in the repository or a public standard');
}
