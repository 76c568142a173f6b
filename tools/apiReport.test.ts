/** @jest-environment node */
// Node, as a host's server-side render and CI's import of the build see the package.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createAction } from '@reduxjs/toolkit';
import { type EntryPoint, kindOf, parseExportGroups, REPORT_COMMAND, REPORT_FILE, renderApiReport } from './apiReport';

const root = resolve(import.meta.dirname, '..');

const entryModules: Record<string, () => Promise<Record<string, unknown>>> = {
  'src/index.ts': () => import('../src/index'),
  'src/devWallet/index.ts': () => import('../src/devWallet/index'),
};
const load = (entry: EntryPoint) => {
  const importEntry = entryModules[entry.file];
  if (!importEntry) throw new Error(`No import for ${entry.file} in tools/apiReport.test.ts`);
  return importEntry();
};

/** The lines only one of the two texts has, marked the way a diff marks them. */
function changedLines(committed: string, generated: string): string {
  const before = new Set(committed.split('\n'));
  const after = new Set(generated.split('\n'));
  return [
    ...[...before].filter((line) => !after.has(line)).map((line) => `- ${line}`),
    ...[...after].filter((line) => !before.has(line)).map((line) => `+ ${line}`),
  ].join('\n');
}

describe('the public API report (docs/public-api.md)', () => {
  it('matches the exports of the entry points', async () => {
    const generated = await renderApiReport(load, root);
    const path = resolve(root, REPORT_FILE);
    const committed = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (committed !== generated) {
      throw new Error(
        `${REPORT_FILE} is out of date with the exports of src/index.ts or src/devWallet/index.ts: run \`${REPORT_COMMAND}\` and commit ${REPORT_FILE}.\n\n${changedLines(committed, generated)}`,
      );
    }
  });

  it('reads each export of an entry file into the group its comment starts', () => {
    const source = [
      '// The file header, not a group.',
      '// biome-ignore-all assist/source/organizeImports: kept in groups',
      "import type { Thing } from './thing';",
      '',
      '// Components: what a host renders.',
      "export { Button } from './Button';",
      '// Store wiring: the reducer and middleware.',
      'export {',
      '  createStore,',
      '  type StoreOptions,',
      "} from './store';",
      "export type { State as WalletState } from './state';",
      '/** A selector defined in the entry file itself. */',
      'export const selectState = (state: Thing) => state;',
    ].join('\n');
    expect(parseExportGroups(source, 'index.ts')).toEqual([
      { title: 'Components', description: 'what a host renders.', names: [{ name: 'Button', typeOnly: false }] },
      {
        title: 'Store wiring',
        description: 'the reducer and middleware.',
        names: [
          { name: 'createStore', typeOnly: false },
          { name: 'StoreOptions', typeOnly: true },
          { name: 'WalletState', typeOnly: true },
          { name: 'selectState', typeOnly: false },
        ],
      },
    ]);
  });

  it('refuses an export * and an export outside any group', () => {
    expect(() => parseExportGroups("// Everything: all of it.\nexport * from './slice';", 'index.ts')).toThrow('name each export');
    expect(() => parseExportGroups("export { a } from './a';", 'index.ts')).toThrow('`a` has no group');
  });

  it('tells the kinds of value exports apart', () => {
    class SomeError extends Error {}
    expect(kindOf('opened', createAction('modal/opened'))).toBe('action creator');
    expect(kindOf('selectIsOpen', (state: { open: boolean }) => state.open)).toBe('selector');
    expect(kindOf('ConnectButton', () => null)).toBe('component');
    expect(kindOf('useAccount', () => ({}))).toBe('hook');
    expect(kindOf('SomeError', SomeError)).toBe('class');
    expect(kindOf('formatNumber', (value: number) => String(value))).toBe('function');
    expect(kindOf('mainnet', { id: 1 })).toBe('constant');
    expect(kindOf('Lazy', { $$typeof: Symbol.for('react.lazy') })).toBe('component');
  });
});
