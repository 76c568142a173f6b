/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFrameIfStale, inlineScripts } from './frameBuild.ts';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'frame-build-'));
  mkdirSync(join(root, 'frame'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'shared.ts'), 'export const shared = 1;\n');
  writeFileSync(join(root, 'frame', 'index.html'), '<!doctype html><title>frame</title>\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('builds the frame when its build is missing or older than a source, and not otherwise', async () => {
  const frameDir = join(root, 'dist', 'frame');
  expect(await buildFrameIfStale(root, frameDir)).toBe(false);

  writeFileSync(
    join(root, 'frame', 'vite.config.ts'),
    `export default { root: import.meta.dirname, logLevel: 'silent', build: { outDir: '${frameDir}', emptyOutDir: true } };\n`,
  );
  expect(await buildFrameIfStale(root, frameDir)).toBe(true);
  expect(await buildFrameIfStale(root, frameDir)).toBe(false);

  const later = new Date(Date.now() + 60_000);
  utimesSync(join(root, 'src', 'shared.ts'), later, later);
  expect(await buildFrameIfStale(root, frameDir)).toBe(true);
}, 30_000);

it('refuses a built page that runs inline script, which the frame’s policy would block', async () => {
  const frameDir = join(root, 'dist', 'frame');
  writeFileSync(join(root, 'frame', 'index.html'), '<!doctype html><title>frame</title><script>window.inline = 1;</script>\n');
  await expect(buildFrameIfStale(root, frameDir)).rejects.toThrow(
    "which the frame's script-src 'self' blocks: <script>window.inline = 1;</script>",
  );
}, 30_000);

it('finds inline scripts and event-handler attributes, not script files', () => {
  expect(
    inlineScripts(
      '<script type="module" crossorigin src="./assets/index.js"></script><script>go()</script><button onclick="go()">Go</button>',
    ),
  ).toEqual(['<script>go()</script>', '<button onclick="go()">']);
});
