// The package's client boundaries, read from the built modules. In a React Server Components host (the Next.js App
// Router), a module that uses React's client APIs is evaluated in the server graph unless it starts with 'use client'
// (docs/guide.md#nextjs); a module a server component imports for data (networks, types, actions, selectors, config
// validation) must not start with it, or the server receives a client reference instead of the value.

/** Libraries whose runtime exports are React's client APIs (hooks, context, components, the JSX runtime, styling). */
const CLIENT_LIBRARIES = ['react', 'react-dom', 'react-redux', 'react-router', 'styled-components'];

// `import x from "m"`, `import { a, b as c } from "m"`, `import * as x from "m"` — the bare `import "m"` brings no binding.
const IMPORT_BINDINGS = /\bimport\s+([\w$*{][^'";]*?)\s+from\s*["']([^"']+)["']/g;
// A local export list; `export { … } from "m"` passes another module's bindings on and is left out.
const EXPORT_LIST = /\bexport\s*\{([^}]*)\}(?!\s*from\b)/g;
const EXPORT_DECLARATION = /\bexport\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/g;
const HOOK_NAME = /^use[A-Z0-9]/;

function isClientLibrary(specifier: string) {
  return CLIENT_LIBRARIES.some((library) => specifier === library || specifier.startsWith(`${library}/`));
}

/** `{ a, b as c }` as [local, exported] pairs: [a, a], [b, c]. */
function bindingPairs(list: string): [string, string][] {
  return list
    .split(',')
    .map((entry) => entry.trim().split(/\s+as\s+/))
    .filter((names) => names[0])
    .map((names) => [names[0] ?? '', names.at(-1) ?? '']);
}

/** The names the module exports of its own making: a re-exported import is the imported module's to mark. */
function ownExportedNames(source: string): string[] {
  const imported = new Set(
    [...source.matchAll(IMPORT_BINDINGS)].flatMap(([, bindings]) =>
      bindingPairs(bindings?.match(/\{([^}]*)\}/)?.[1] ?? '').map(([, local]) => local),
    ),
  );
  const listed = [...source.matchAll(EXPORT_LIST)].flatMap(([, list]) =>
    bindingPairs(list ?? '')
      .filter(([local]) => !imported.has(local))
      .map(([, exported]) => exported),
  );
  return [...listed, ...[...source.matchAll(EXPORT_DECLARATION)].map(([, name]) => name ?? '')];
}

/** Why a built module is a client module (it imports a client library's runtime, or exports a hook), or undefined. */
export function clientReason(source: string): string | undefined {
  const library = [...source.matchAll(IMPORT_BINDINGS)].find(([, , specifier]) => isClientLibrary(specifier ?? ''))?.[2];
  if (library) return `imports ${library}`;
  const hook = ownExportedNames(source).find((name) => HOOK_NAME.test(name));
  return hook ? `exports the hook ${hook}` : undefined;
}

/** Whether the module's first statement (after comments) is the 'use client' directive. */
export function startsWithUseClient(source: string): boolean {
  const code = source.replace(/^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  return /^(['"])use client\1\s*;?/.test(code);
}

/** Each built module whose directive does not match what it is, with the reason; `files` maps a path to its source. */
export function clientBoundaryFaults(files: ReadonlyMap<string, string>): string[] {
  return [...files].flatMap(([path, source]) => {
    const reason = clientReason(source);
    const marked = startsWithUseClient(source);
    if (reason && !marked) return [`${path} ${reason} but does not start with 'use client'`];
    if (!reason && marked) return [`${path} starts with 'use client' but uses no React client API: a server component imports its values`];
    return [];
  });
}
