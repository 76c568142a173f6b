import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { modalMessages } from '../i18n/english/modal';
import { translator } from '../i18n/useMessages';
import { FEATURES } from './features';
import { VIEW_DEFINITIONS, VIEW_TABLES } from './WalletModalRoot/viewDefinitions';

/** The dialog's texts in English: every view's title is among them. */
const english = translator(modalMessages, { locale: 'en', messages: {} });

const featuresRoot = resolve(import.meta.dirname, '../features');

describe('the feature registry', () => {
  it('lists every feature folder that has a module, once, by its folder name', () => {
    const folders = readdirSync(featuresRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && readdirSync(resolve(featuresRoot, entry.name)).includes('index.ts'))
      .map((entry) => entry.name);
    expect(FEATURES.map((feature) => feature.name).sort()).toEqual(folders.sort());
  });

  it('has every view of the modal (docs/behaviour.md#modal), and no other', () => {
    const behaviour = readFileSync(resolve(import.meta.dirname, '../../docs/behaviour.md'), 'utf8');
    const table = behaviour.slice(behaviour.indexOf('| View | Title | Status |'), behaviour.indexOf('**Opening.**'));
    const documented = [...table.matchAll(/^\| (.+?) \|/gm)].flatMap(([, cell]) =>
      [...(cell ?? '').matchAll(/`(\w+)`/g)].map(([, name]) => name),
    );
    expect(Object.keys(VIEW_DEFINITIONS).sort()).toEqual([...new Set(documented)].sort());
  });

  it('has no view that two features declare', () => {
    const names = Object.values(VIEW_TABLES).flatMap((table) => Object.keys(table));
    expect(names).toHaveLength(new Set(names).size);
  });

  it('gives every view a title, named by its data where it shows one wallet', () => {
    for (const [name, definition] of Object.entries(VIEW_DEFINITIONS))
      expect([name, definition.title(undefined, english)]).toEqual([name, expect.any(String)]);
    expect(VIEW_DEFINITIONS.Connect.title(undefined, english)).toBe('Connect Wallet');
    expect(VIEW_DEFINITIONS.ConnectingExternal.title({ name: 'Rabby' }, english)).toBe('Rabby');
    expect(VIEW_DEFINITIONS.ConnectingExternal.title(undefined, english)).toBe(english('view.connectingExternal'));
  });

  it('has the code of every view: Connect with the modal, each other view in a chunk of its own', async () => {
    const { Connect, ...others } = VIEW_DEFINITIONS;
    expect('Component' in Connect).toBe(true);
    const views = await Promise.all(
      Object.values(others).map((definition) => ('chunk' in definition ? definition.chunk.load() : undefined)),
    );
    for (const view of views) expect(typeof view).toBe('function');
  });
});
