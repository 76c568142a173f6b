// `npm run screenshots`: the README's pictures of the Connect and Account views, light and dark, taken from the
// demo (`npm start` on the e2e ports) in Debian's Chromium. Writes docs/images/{connect,account}-{light,dark}.png.
import { fileURLToPath } from 'node:url';
import { approveInDevWallet, DEMO_URL, expectVisible, launchBrowser, startDemo, stopDemo } from '../e2e/harness.ts';

const IMAGES = fileURLToPath(new URL('../docs/images/', import.meta.url));

const demo = await startDemo();
const browser = await launchBrowser();
try {
  for (const theme of ['light', 'dark']) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 820 }, deviceScaleFactor: 1 });
    await page.goto(`${DEMO_URL}?theme=${theme}`);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
    await expectVisible(connect.getByRole('button', { name: /Dev Wallet/ }));
    // Images and fade-ins settle before the picture is taken.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await connect.screenshot({ path: `${IMAGES}connect-${theme}.png` });

    await connect.getByRole('button', { name: /Dev Wallet/ }).click();
    await approveInDevWallet(page, 'eth_requestAccounts');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /0xf3/i }).click();
    const account = page.getByRole('dialog', { name: 'Account' });
    await expectVisible(account.getByRole('list', { name: 'Tokens' }).getByRole('listitem'));
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await account.screenshot({ path: `${IMAGES}account-${theme}.png` });
    await page.close();
  }
  console.log(`Wrote ${IMAGES}{connect,account}-{light,dark}.png`);
} finally {
  await browser.close();
  stopDemo(demo);
}
