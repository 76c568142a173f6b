// Runs before `npm start` and `npm test` on any Node version, so a fresh clone gets a clear answer:
// the Node version this project needs, and its dependencies installed on first use.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `redux-wallet-modal needs Node.js >= 22.18 (this is ${process.version}).\n` +
      'Install Node 24 once per machine with:  npm i -g --force node@24',
  );
  process.exit(1);
}
if (!existsSync(new URL('../node_modules/.package-lock.json', import.meta.url))) {
  console.log('Installing dependencies…');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
}
