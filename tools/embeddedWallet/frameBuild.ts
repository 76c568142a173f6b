// Builds the frame app (frame/vite.config.ts, into dist/frame) when its build is missing or older than its sources. The
// frame imports modules from src/ too, so any newer file there counts as a change. Vite runs as its own program.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

/** Runs the frame's own Vite build if `root` has one and `frameDir` is missing or stale; true when it built. */
export async function buildFrameIfStale(root: string, frameDir: string): Promise<boolean> {
  const configFile = join(root, 'frame/vite.config.ts');
  if (!existsSync(configFile)) return false;
  const built = join(frameDir, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (builtAt > Math.max(newestChange(join(root, 'frame')), newestChange(join(root, 'src')))) return false;
  await promisify(execFile)(process.execPath, [VITE, 'build', '--config', configFile, '--logLevel', 'warn'], { cwd: root });
  return true;
}
