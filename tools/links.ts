// Every link in the Markdown files resolves, and every `docs/<page>.md#<anchor>` a file cites names an anchor that
// exists: a relative link to a file that is there, and an anchor that is an `<a id>` or a heading of that page.
// `npm run lint` runs it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { trackedFiles } from './outsideReferences.ts';

export interface BrokenLink {
  file: string;
  line: number;
  target: string;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a Markdown page: its explicit `<a id>`s and its headings. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of text.matchAll(/<a id="([^"]+)"/g)) anchors.add(match[1] as string);
  for (const match of text.matchAll(/^#{1,6} (.+)$/gm)) anchors.add(slug(match[1] as string));
  return anchors;
}

const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
// A page of docs/ cited from code or text, e.g. `docs/behaviour.md#walletconnect`.
const CITED_ANCHOR = /\bdocs\/([\w-]+\.md)#([\w-]+)/g;

export function findBrokenLinks(root: string, files: readonly string[] = trackedFiles(root)): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const anchorCache = new Map<string, Set<string> | undefined>();
  const anchors = (path: string) => {
    if (!anchorCache.has(path)) anchorCache.set(path, existsSync(path) ? anchorsOf(readFileSync(path, 'utf8')) : undefined);
    return anchorCache.get(path);
  };
  const seen = new Set<string>();
  const check = (file: string, line: number, path: string, anchor: string | undefined, target: string) => {
    const resolves = existsSync(path) && (!anchor || !path.endsWith('.md') || anchors(path)?.has(anchor) === true);
    // A Markdown link to a docs page is also a cited anchor: one report for it.
    const key = `${file}:${line}:${path}#${anchor}`;
    if (resolves || seen.has(key)) return;
    seen.add(key);
    broken.push({ file, line, target });
  };
  for (const file of files) {
    if (!/\.(md|tsx?|mjs)$/.test(file) || file === 'tools/links.test.ts') continue;
    // Tracked but deleted in the work tree (a move not yet committed): nothing to read.
    if (!existsSync(join(root, file))) continue;
    const text = readFileSync(join(root, file), 'utf8');
    text.split('\n').forEach((content, index) => {
      if (file.endsWith('.md')) {
        for (const match of content.matchAll(MARKDOWN_LINK)) {
          const target = match[1] as string;
          if (/^(https?:|mailto:)/.test(target)) continue;
          const [relative, anchor] = target.split('#') as [string, string | undefined];
          const path = relative === '' ? join(root, file) : resolve(dirname(join(root, file)), relative);
          check(file, index + 1, path, anchor, target);
        }
      }
      for (const match of content.matchAll(CITED_ANCHOR)) {
        check(file, index + 1, join(root, 'docs', match[1] as string), match[2], match[0]);
      }
    });
  }
  return broken;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const broken = findBrokenLinks(resolve(import.meta.dirname, '..'));
  for (const { file, line, target } of broken) console.error(`${file}:${line}: ${target} does not resolve`);
  if (broken.length > 0) process.exitCode = 1;
  else console.log('Links: every link and cited anchor resolves');
}
