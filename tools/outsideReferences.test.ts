import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { findOutsideReferences } from './outsideReferences';

/** A small git work tree: `tracked` is added to the index, `untracked` only written. */
function workTree(tracked: Record<string, string | Buffer>, untracked: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'outside-references-'));
  for (const [path, content] of Object.entries({ ...tracked, ...untracked })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  execFileSync('git', ['init', '-q'], { cwd: root, stdio: 'ignore' });
  if (Object.keys(tracked).length > 0) execFileSync('git', ['add', '--', ...Object.keys(tracked)], { cwd: root, stdio: 'ignore' });
  return root;
}

/** Text that mentions the letters without citing an outside document. */
const clean = {
  'src/rules.ts': [
    '// A specific rule, stated here (docs/behaviour.md#send); the specifier is resolved first.',
    "import type { StandardSchemaV1 } from '@standard-schema/spec';",
    'const specLike = { inspect: true }; // EIP-1193 and the specs of CAIP-2 are public.',
    '',
  ].join('\n'),
  'README.md': '# Rules\n\nEvery rule is in [behaviour](docs/behaviour.md#modal).\n',
  // A PNG's bytes may hold anything, a section sign included; binary files are not read as text.
  'docs/images/shot.png': Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00]), Buffer.from('SPEC §2', 'utf8')]),
};

const seeded = {
  ...clean,
  'src/connect.ts': 'export const a = 1;\n// SPEC §4: connecting → connected.\nexport const b = 2;\n',
  'src/connect.test.ts': "describe('the Connect screen (§2)', () => {});\n",
  'docs/guide.md': 'Intro.\n\nAs the spec says, errors are exact.\nThe Spec’s texts appear word for word.\n',
};

describe('the outside-reference check (tools/outsideReferences.ts)', () => {
  const roots: string[] = [];
  const tree = (...args: Parameters<typeof workTree>) => {
    const root = workTree(...args);
    roots.push(root);
    return root;
  };
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it('names file and line of every reference to an outside document', () => {
    const found = findOutsideReferences(tree(seeded)).map(({ file, line }) => `${file}:${line}`);
    expect(found.sort()).toEqual(['docs/guide.md:3', 'docs/guide.md:4', 'src/connect.test.ts:1', 'src/connect.ts:2']);
  });

  it('passes a clean tree, binary files and words that only contain the letters included', () => {
    expect(findOutsideReferences(tree(clean))).toEqual([]);
  });

  it('reads only the files git tracks', () => {
    expect(findOutsideReferences(tree(clean, { 'notes.md': 'SPEC §9, kept out of the repository\n' }))).toEqual([]);
  });

  it('finds no outside reference in this repository', () => {
    expect(findOutsideReferences(resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});
