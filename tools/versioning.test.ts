// The version in package.json, the changelog and the host example move together: a release bumps the version (semver),
// gives it a dated changelog section, and the example installs the tarball of that version.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const manifest = JSON.parse(read('package.json')) as Manifest;
const example = JSON.parse(read('examples/vite-react/package.json')) as Manifest;

// semver.org's own pattern for a version.
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
const RELEASE_HEADING = /^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$/gm;

function sections() {
  return [...read('CHANGELOG.md').matchAll(RELEASE_HEADING)].map(([, version, date]) => ({ version, date }));
}

/** Negative when `a` is older than `b` (major, minor, patch; a pre-release before its release). */
function compareVersions(a: string, b: string): number {
  const [, ...partsA] = SEMVER.exec(a) ?? [];
  const [, ...partsB] = SEMVER.exec(b) ?? [];
  for (let index = 0; index < 3; index += 1) {
    const difference = Number(partsA[index]) - Number(partsB[index]);
    if (difference !== 0) return difference;
  }
  return (partsA[3] === undefined ? 1 : 0) - (partsB[3] === undefined ? 1 : 0);
}

describe('the version', () => {
  it('is a semantic version', () => {
    expect(manifest.version).toMatch(SEMVER);
  });

  it('heads the changelog: an Unreleased section, then a dated section for this version, then older ones in order', () => {
    const [unreleased, latest, ...older] = sections();
    expect(unreleased).toEqual({ version: 'Unreleased', date: undefined });
    expect(latest?.version).toBe(manifest.version);
    expect(latest?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const versions = [latest, ...older].map((section) => section?.version ?? '');
    for (const version of versions) expect(version).toMatch(SEMVER);
    expect([...versions].sort((a, b) => compareVersions(b, a))).toEqual(versions);
  });

  it('is the tarball the host example installs, with every peer dependency beside it', () => {
    expect(example.dependencies?.['redux-wallet-modal']).toBe(`file:../../redux-wallet-modal-${manifest.version}.tgz`);
    expect(Object.keys(example.dependencies ?? {})).toEqual(expect.arrayContaining(Object.keys(manifest.peerDependencies ?? {})));
  });

  it('names the tarball the install steps in the READMEs use', () => {
    const tarballs = [read('README.md'), read('examples/vite-react/README.md')].flatMap(
      (text) => text.match(/redux-wallet-modal-[^\s/]+?\.tgz/g) ?? [],
    );
    expect(tarballs.length).toBeGreaterThan(0);
    expect(new Set(tarballs)).toEqual(new Set([`redux-wallet-modal-${manifest.version}.tgz`]));
  });
});
