// The package's own modules in the local API's Node process (`npm start`, the e2e demo): they import as a bundler
// resolves, without the `.ts` extension, which Node's resolver refuses. A resolve
// hook fills that in, for imports made by modules under src/ only. Jest resolves as a bundler does already, and refuses
// the hook (it would attach to the loader running Jest): there, none is needed.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const SOURCE_ROOT = new URL('../src/', import.meta.url).href;
const RELATIVE_WITHOUT_EXTENSION = /^\.{1,2}\/(?:.*\/)?[^./]+$/;

const sourceResolution: Parameters<typeof registerHooks>[0] = {
  resolve(specifier, context, nextResolve) {
    if (!context.parentURL?.startsWith(SOURCE_ROOT)) return nextResolve(specifier, context);
    if (RELATIVE_WITHOUT_EXTENSION.test(specifier)) {
      const found = ['.ts', '.tsx', '/index.ts'].find((ending) =>
        existsSync(fileURLToPath(new URL(specifier + ending, context.parentURL))),
      );
      if (found) return nextResolve(specifier + found, context);
    }
    return nextResolve(specifier, context);
  },
};

let registered = false;

/** Lets the modules under src/ be imported here, as Node's ESM loader cannot otherwise; once per process. */
export function allowSourceImports(): void {
  if (registered) return;
  registered = true;
  try {
    registerHooks(sourceResolution);
  } catch {
    // A loader that refuses hooks (Jest's) resolves the sources itself; anything else shows when an import fails.
  }
}
