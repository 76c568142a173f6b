import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientBoundaryFaults, clientReason, startsWithUseClient } from './clientBoundaries.ts';

describe('the client boundary rule (tools/clientBoundaries.ts)', () => {
  it.each([
    ['a hook from React', 'import { useState } from "react";\nexport function Thing() {}\n', 'imports react'],
    [
      'the JSX runtime',
      'import { jsx } from "react/jsx-runtime";\nfunction A() { return jsx("b", {}); }\nexport { A };\n',
      'imports react/jsx-runtime',
    ],
    [
      'styled-components',
      'import { styled } from "styled-components";\nconst B = styled.div``;\nexport { B };\n',
      'imports styled-components',
    ],
    [
      'a hook of its own',
      'import { useAppSelector } from "../store/hooks.js";\nfunction useAccount() {}\nexport { useAccount };\n',
      'exports the hook useAccount',
    ],
  ])('takes a module using %s for a client module', (_, source, reason) => {
    expect(clientReason(source)).toBe(reason);
  });

  it('takes actions, selectors and networks for data, whatever else they import', () => {
    const slice =
      'import { createSlice } from "@reduxjs/toolkit";\nimport "./zod.js";\nconst s = 1;\nexport { s as selectUser, user as userChanged };\n';
    expect(clientReason(slice)).toBeUndefined();
  });

  it('finds the directive after comments, in either quotes, and nowhere else', () => {
    expect(startsWithUseClient('"use client";\nimport x from "react";')).toBe(true);
    expect(startsWithUseClient("// A file comment\n/* and another */\n'use client'\nexport {};")).toBe(true);
    expect(startsWithUseClient('import x from "react";\n"use client";')).toBe(false);
  });

  it('reports a client module without the directive and a data module with it', () => {
    const files = new Map([
      ['dist/Button.js', 'import { jsx } from "react/jsx-runtime";\nexport { Button };\n'],
      ['dist/networks.js', '"use client";\nconst mainnet = {};\nexport { mainnet };\n'],
      ['dist/Root.js', '"use client";\nimport { useEffect } from "react";\nexport { Root };\n'],
    ]);
    expect(clientBoundaryFaults(files)).toEqual([
      "dist/Button.js imports react/jsx-runtime but does not start with 'use client'",
      "dist/networks.js starts with 'use client' but uses no React client API: a server component imports its values",
    ]);
  });
});

describe("the built package's client boundaries", () => {
  const ROOT = fileURLToPath(new URL('../', import.meta.url));
  let outDir: string;
  let built: Map<string, string>;

  beforeAll(() => {
    // The package's own build (vite.config.ts), into a folder of this test's: dist/ may be stale or absent.
    outDir = mkdtempSync(join(tmpdir(), 'client-boundaries-'));
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: ROOT, stdio: 'pipe' });
    const modules = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.js'));
    built = new Map(modules.map((path) => [path, readFileSync(join(outDir, path), 'utf8')]));
  }, 60_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('marks every module that uses React client APIs, and no other', () => {
    expect(clientBoundaryFaults(built)).toEqual([]);
  });

  it('keeps the directive on the components, hooks and providers a host renders', () => {
    const marked = [
      'shell/ConnectButton/ConnectButton.js',
      'shell/WalletModalRoot/WalletModalRoot.js',
      'shell/WalletModalProvider.js',
      'shell/hooks/useAccount.js',
      'shell/hooks/useNetwork.js',
      'store/context.js',
    ];
    expect(marked.filter((path) => !startsWithUseClient(built.get(path) ?? ''))).toEqual([]);
  });

  it('leaves the entry points and the data a server component imports unmarked', () => {
    const data = [
      'index.js',
      'dev-wallet.js',
      'config/networks.js',
      'config/config.js',
      'constants.js',
      'store/slices/modalSlice.js',
      'store/slices/chainSlice.js',
      'store/slices/connectionSlice.js',
      'store/slices/accountSlice.js',
    ];
    expect(data.filter((path) => !built.has(path))).toEqual([]);
    expect(data.filter((path) => startsWithUseClient(built.get(path) ?? ''))).toEqual([]);
  });
});
