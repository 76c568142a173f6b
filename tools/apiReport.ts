// `npm run api-report`: writes docs/public-api.md, every export of the package's entry points with its kind, in the
// groups the entry files give them. The entry files name each export (no `export *`), so their text is the list; the
// kind comes from the loaded module, where a name that is absent is a type. tools/apiReport.test.ts fails when the
// committed report no longer matches.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface EntryPoint {
  /** What a host imports. */
  specifier: string;
  /** Relative to the repository root. */
  file: string;
}

export const ENTRY_POINTS: readonly EntryPoint[] = [
  { specifier: 'redux-wallet-modal', file: 'src/index.ts' },
  { specifier: 'redux-wallet-modal/dev-wallet', file: 'src/devWallet/index.ts' },
];
export const REPORT_FILE = 'docs/public-api.md';
export const REPORT_COMMAND = 'npm run api-report';

export interface ExportedName {
  name: string;
  /** Written `type X` or in an `export type { … }` list: never a value, whatever the module holds. */
  typeOnly: boolean;
}

export interface ExportGroup {
  /** The group's comment in the entry file: the title before its first `:` or `.`, the rest as description. */
  title: string;
  description: string;
  names: ExportedName[];
}

export type ExportKind = 'component' | 'hook' | 'action creator' | 'selector' | 'function' | 'class' | 'constant' | 'type/interface';

const SUPPRESSION = /^\/\/\s*biome-ignore/;

function specifierNames(list: string, typeOnlyList: boolean): ExportedName[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const typeOnly = typeOnlyList || part.startsWith('type ');
      const exported = part.replace(/^type\s+/, '').split(/\s+as\s+/);
      return { name: exported.at(-1) as string, typeOnly };
    });
}

/** The names one `export` statement adds; throws on the forms that hide what is exported. */
function statementNames(statement: string, file: string): ExportedName[] {
  const list = /^export\s+(type\s+)?\{([^}]*)\}/.exec(statement);
  if (list) return specifierNames(list[2] as string, list[1] !== undefined);
  const declaration = /^export\s+(?:declare\s+)?(?:async\s+)?(const|let|function\*?|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/.exec(
    statement,
  );
  if (declaration) return [{ name: declaration[2] as string, typeOnly: declaration[1] === 'type' || declaration[1] === 'interface' }];
  throw new Error(`${file}: cannot list the names of \`${statement.slice(0, 80)}\`; name each export (no \`export *\` or default export)`);
}

/**
 * The exports of an entry file in groups, in the file's order. A `//` comment right above an export starts a group
 * (doc comments in between are skipped); a brace list may run over several lines.
 */
export function parseExportGroups(source: string, file: string): ExportGroup[] {
  const text = source.replace(/^[ \t]*\/\*[\s\S]*?\*\/[ \t]*\n/gm, '');
  const groups: ExportGroup[] = [];
  let comment: string[] = [];
  let current: ExportGroup | undefined;
  let statement: string[] | undefined;
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (statement) {
      statement.push(line);
      if (!line.includes('}')) continue;
    } else if (line.startsWith('//')) {
      if (!SUPPRESSION.test(line)) comment.push(line.replace(/^\/\/\s?/, ''));
      continue;
    } else if (line.startsWith('export ')) {
      statement = [line];
      if (/^export\s+(type\s+)?\{/.test(line) && !line.includes('}')) continue;
    } else {
      comment = [];
      continue;
    }
    const names = statementNames(statement.join(' '), file);
    statement = undefined;
    if (comment.length > 0) {
      const heading = comment.join(' ');
      const split = /^(.+?)[:.](?:\s+|$)(.*)$/.exec(heading);
      current = { title: (split?.[1] ?? heading).trim(), description: (split?.[2] ?? '').trim(), names: [] };
      groups.push(current);
      comment = [];
    }
    if (!current) throw new Error(`${file}: \`${names[0]?.name}\` has no group: put a \`// Group: why\` comment right above its export`);
    current.names.push(...names);
  }
  return groups;
}

/** What a value export is, judged from the value itself and the naming rules of the codebase. */
export function kindOf(name: string, value: unknown): Exclude<ExportKind, 'type/interface'> {
  if (typeof value === 'function') {
    if (/^class\b/.test(Function.prototype.toString.call(value))) return 'class';
    const candidate = value as { type?: unknown; match?: unknown };
    if (typeof candidate.type === 'string' && typeof candidate.match === 'function') return 'action creator';
    if (/^select[A-Z]/.test(name)) return 'selector';
    if (/^use[A-Z]/.test(name)) return 'hook';
    if (/^[A-Z]/.test(name)) return 'component';
    return 'function';
  }
  // memo, forwardRef and lazy components are objects tagged for React.
  if (typeof value === 'object' && value !== null && typeof (value as { $$typeof?: unknown }).$$typeof === 'symbol') return 'component';
  return 'constant';
}

export type ModuleLoader = (entry: EntryPoint) => Promise<Record<string, unknown>>;

const markdownCell = (text: string) => text.replaceAll('|', '\\|');

/** The report's text: each entry point's groups with every name's kind. */
export async function renderApiReport(load: ModuleLoader, root: string): Promise<string> {
  const out = [
    '# Public API',
    '',
    `Generated by \`${REPORT_COMMAND}\` (\`tools/apiReport.ts\`) from the export lists of ${ENTRY_POINTS.map((entry) => `\`${entry.file}\``).join(' and ')}: do not edit it by hand.`,
    'Every name here is one a host may rely on; anything else in `src/` may change without notice. What each takes and returns: [the API reference](reference.md).',
  ];
  for (const entry of ENTRY_POINTS) {
    const groups = parseExportGroups(readFileSync(resolve(root, entry.file), 'utf8'), entry.file);
    const module = await load(entry);
    const listed = new Set(groups.flatMap((group) => group.names.map(({ name }) => name)));
    const unlisted = Object.keys(module).filter((name) => !listed.has(name));
    if (unlisted.length > 0) throw new Error(`${entry.file} exports ${unlisted.join(', ')} outside its export lists`);
    const rows = groups.map((group) => ({
      group,
      // Types leave nothing at run time: a name the loaded module lacks is one.
      kinds: group.names.map(
        ({ name, typeOnly }): ExportKind => (typeOnly || !(name in module) ? 'type/interface' : kindOf(name, module[name])),
      ),
    }));
    const kinds = rows.flatMap((row) => row.kinds);
    const types = kinds.filter((kind) => kind === 'type/interface').length;
    out.push(
      '',
      `## \`${entry.specifier}\``,
      '',
      `\`${entry.file}\`: ${kinds.length} exports, ${kinds.length - types} at run time and ${types} types.`,
    );
    for (const { group, kinds: groupKinds } of rows) {
      out.push('', `### ${group.title}`, '');
      if (group.description) out.push(group.description.charAt(0).toUpperCase() + group.description.slice(1), '');
      out.push('| export | kind |', '| --- | --- |');
      group.names.forEach(({ name }, index) => {
        out.push(`| \`${markdownCell(name)}\` | ${groupKinds[index]} |`);
      });
    }
  }
  return `${out.join('\n')}\n`;
}

/** Loads an entry file the way Node would load the built package, compiling TypeScript and JSX on the way. */
async function loadWithVite(entry: EntryPoint, root: string): Promise<Record<string, unknown>> {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport<Record<string, unknown>>(resolve(root, entry.file), { configFile: false, logLevel: 'error' });
  return module;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(import.meta.dirname, '..');
  const report = await renderApiReport((entry) => loadWithVite(entry, root), root);
  writeFileSync(resolve(root, REPORT_FILE), report);
  console.log(`Wrote ${REPORT_FILE}`);
}
