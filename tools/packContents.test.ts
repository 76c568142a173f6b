import { describe, expect, it } from '@jest/globals';
import { entryPoints, unexpectedPackFiles } from './packContents.ts';

const manifest = {
  main: './dist/index.js',
  types: './dist/types/index.d.ts',
  exports: {
    '.': { types: './dist/types/index.d.ts', import: './dist/index.js' },
    './dev-wallet': { types: './dist/types/devWallet/index.d.ts', import: './dist/dev-wallet.js' },
    './package.json': './package.json',
  },
};

/** A package as the build writes it: two entries, a lazy chunk, source maps, a type-only module. */
function packedFiles(extra: Record<string, string> = {}): Map<string, string> {
  return new Map(
    Object.entries({
      'package.json': JSON.stringify(manifest),
      'README.md': '# readme',
      LICENSE: 'MIT',
      'CHANGELOG.md': '# Changelog',
      'dist/index.js': "import { a } from './store/a.js';\nconst lazy = () => import('./views/Lazy.js');\nexport { a, lazy };",
      'dist/index.js.map': '{}',
      'dist/store/a.js': "export * from '../utils/format.js';",
      'dist/store/a.js.map': '{}',
      'dist/utils/format.js': 'export const format = String;',
      'dist/views/Lazy.js': 'export default function Lazy() {}',
      'dist/dev-wallet.js': "export { createDevWallet } from './devWallet/devWallet.js';",
      'dist/devWallet/devWallet.js': 'export function createDevWallet() {}',
      'dist/types/index.d.ts': "export { a } from './store/a';\nexport type { Account } from './model/account';",
      'dist/types/store/a.d.ts': "import type { Account } from '../model/account';\nexport declare const a: Account;",
      'dist/types/model/account.d.ts': 'export interface Account { address: string }',
      'dist/types/utils/format.d.ts': 'export declare const format: StringConstructor;',
      'dist/types/views/Lazy.d.ts': 'export default function Lazy(): void;',
      'dist/types/devWallet/index.d.ts': "export { createDevWallet } from './devWallet';",
      'dist/types/devWallet/devWallet.d.ts': 'export declare function createDevWallet(): void;',
      ...extra,
    }),
  );
}

describe('entryPoints', () => {
  it('lists main, types and every export target once', () => {
    expect(entryPoints(manifest).sort()).toEqual([
      'dist/dev-wallet.js',
      'dist/index.js',
      'dist/types/devWallet/index.d.ts',
      'dist/types/index.d.ts',
      'package.json',
    ]);
  });
});

describe('unexpectedPackFiles', () => {
  it('passes a package of the entries, what they import (lazily too), their maps and declarations', () => {
    expect(unexpectedPackFiles(packedFiles())).toEqual([]);
  });

  it('names tests, fixtures and demo sources, even when a module imports them', () => {
    const problems = unexpectedPackFiles(
      packedFiles({
        'dist/utils/format.test.js': 'test()',
        'dist/mocks/fixtures/wallets.json': '[]',
        'dist/store/a.js': "import '../mocks/fixtures/wallets.json';\nexport * from '../utils/format.js';",
        'demo/main.tsx': 'render()',
      }),
    );
    expect(problems).toEqual([
      'demo/main.tsx: a test, fixture or demo file',
      'dist/mocks/fixtures/wallets.json: a test, fixture or demo file',
      'dist/utils/format.test.js: a test, fixture or demo file',
    ]);
  });

  it('names a module and a declaration no entry point reaches', () => {
    const problems = unexpectedPackFiles(
      packedFiles({
        'dist/devWallet/walletConnectDevWallet.js': 'export function createWalletConnectWallet() {}',
        'dist/types/devWallet/walletConnectDevWallet.d.ts': 'export declare function createWalletConnectWallet(): void;',
      }),
    );
    expect(problems).toEqual([
      'dist/devWallet/walletConnectDevWallet.js: no entry point of the package imports it',
      'dist/types/devWallet/walletConnectDevWallet.d.ts: no entry point of the package imports it',
    ]);
  });

  it("passes the embedded-wallet frame's page and what it loads, and names a file of it nothing loads", () => {
    const frame = {
      'dist/frame/index.html':
        '<script type="module" crossorigin src="./assets/index-1.js"></script><link rel="stylesheet" href="./assets/index-2.css">',
      'dist/frame/assets/index-1.js': 'const later = () => import(`./ccip-3.js`);',
      'dist/frame/assets/index-2.css': 'body{}',
      'dist/frame/assets/ccip-3.js': 'export {}',
    };
    expect(unexpectedPackFiles(packedFiles(frame))).toEqual([]);
    expect(unexpectedPackFiles(packedFiles({ ...frame, 'dist/frame/assets/old-4.js': 'export {}' }))).toEqual([
      'dist/frame/assets/old-4.js: no entry point of the package imports it',
    ]);
  });

  it('names files outside dist/ and the top-level files that are missing', () => {
    const files = packedFiles({ 'src/index.ts': 'export {}', 'tsconfig.json': '{}' });
    files.delete('LICENSE');
    files.delete('CHANGELOG.md');
    expect(unexpectedPackFiles(files)).toEqual([
      'src/index.ts: outside dist/ and not one of package.json, README.md, LICENSE, CHANGELOG.md',
      'tsconfig.json: outside dist/ and not one of package.json, README.md, LICENSE, CHANGELOG.md',
      'LICENSE: missing',
      'CHANGELOG.md: missing',
    ]);
  });
});
