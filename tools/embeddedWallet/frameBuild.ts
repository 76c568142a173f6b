// Builds the frame app (frame/vite.config.ts, into dist/frame) when its build is missing or older than its sources. The
// frame imports modules from src/ too, so any newer file there counts as a change.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

function newestChange(folder: string): number {
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
  await build({ configFile, logLevel: 'warn' });
  return true;
}
