// Builds the frame app (frame/vite.config.ts, into dist/frame) when its build is missing or older than its sources. The
// frame imports modules from src/ too, so any newer file there counts as a change. Vite runs as its own program. The
// frame's origin serves its page with `script-src 'self'` (tools/embeddedWallet/server.ts), so a built page with an
// inline script or event-handler attribute is refused here rather than left to fail in the browser.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const VITE = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');

function newestChange(folder: string): number {
  if (!existsSync(folder)) return 0;
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** What in `html` runs as inline script, which `script-src 'self'` blocks: inline `<script>`s and `on…=` attributes. */
export function inlineScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>[\s\S]*?<\/script>/gi)];
  const handlers = [...html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=[^>]*>/gi)];
  return [...scripts, ...handlers].map(([found]) => found);
}

/**
 * Runs the frame's own Vite build if `root` has one and `frameDir` is missing or stale; true when it built. Rejects when
 * the built page runs inline script.
 */
export async function buildFrameIfStale(root: string, frameDir: string): Promise<boolean> {
  const configFile = join(root, 'frame/vite.config.ts');
  if (!existsSync(configFile)) return false;
  const built = join(frameDir, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const stale = builtAt <= Math.max(newestChange(join(root, 'frame')), newestChange(join(root, 'src')));
  if (stale) await promisify(execFile)(process.execPath, [VITE, 'build', '--config', configFile, '--logLevel', 'warn'], { cwd: root });
  const blocked = inlineScripts(readFileSync(built, 'utf8'));
  if (blocked.length > 0) throw new Error(`${built} runs inline script, which the frame's script-src 'self' blocks: ${blocked.join(' ')}`);
  return stale;
}
