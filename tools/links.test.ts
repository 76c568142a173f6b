import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findBrokenLinks } from './links.ts';

/** A tree with `files` (path → text) in a fresh temporary folder. */
function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'links-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return { root, files: Object.keys(files) };
}

describe('the link check', () => {
  it('names a link to a missing file, a missing anchor, and a cited anchor the page lacks', () => {
    const { root, files } = tree({
      'README.md': '[ok](docs/page.md#rules) [gone](docs/missing.md) [bad anchor](docs/page.md#nowhere) [web](https://example.com)\n',
      'docs/page.md': '<a id="rules"></a>\n## Limits and timings\n',
      'src/code.ts': '// see docs/page.md#limits-and-timings\n// see docs/page.md#retries\n',
    });
    expect(findBrokenLinks(root, files)).toEqual([
      { file: 'README.md', line: 1, target: 'docs/missing.md' },
      { file: 'README.md', line: 1, target: 'docs/page.md#nowhere' },
      { file: 'src/code.ts', line: 2, target: 'docs/page.md#retries' },
    ]);
  });

  it('reads past a tracked file deleted in the work tree', () => {
    const { root, files } = tree({ 'docs/page.md': '## Rules\n', 'src/code.ts': '// see docs/page.md#retries\n' });
    expect(findBrokenLinks(root, [...files, 'src/moved.ts'])).toEqual([{ file: 'src/code.ts', line: 1, target: 'docs/page.md#retries' }]);
  });

  it('finds nothing broken in this repository', () => {
    expect(findBrokenLinks(resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});
