import { unreachedDeclarations } from './pruneDeclarations';

const manifest = JSON.stringify({ main: './dist/index.js', types: './dist/types/index.d.ts', exports: { '.': './dist/index.js' } });

describe('the declarations the build removes (tools/pruneDeclarations.ts)', () => {
  it('removes a folded barrel’s declaration and keeps what a shipped module’s declaration reaches', () => {
    const files = new Map([
      ['package.json', manifest],
      ['dist/index.js', "export { view } from './features/send/viewTable.js';\n"],
      ['dist/features/send/viewTable.js', 'export const view = 1;\n'],
      ['dist/types/index.d.ts', "export { view } from './features/send/viewTable';\n"],
      ['dist/types/features/send/viewTable.d.ts', "import type { Model } from '../../model/model';\nexport declare const view: Model;\n"],
      // A module of types only: no JavaScript, but a shipped declaration imports it.
      ['dist/types/model/model.d.ts', 'export type Model = number;\n'],
      // The barrel the bundle folded away: no JavaScript, and no declaration imports it.
      ['dist/types/features/send/parts.d.ts', "export { view } from './viewTable';\n"],
      // Unreached JavaScript is not this step's to remove: the pack-contents check reports it.
      ['dist/stray.js', 'export const stray = 1;\n'],
    ]);
    expect(unreachedDeclarations(files)).toEqual(['dist/types/features/send/parts.d.ts']);
  });
});
