/** @jest-environment node */
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { mainnet } from '../config/networks';
import { ConnectButton } from './ConnectButton/ConnectButton';
import { createWalletStore } from './createWalletModal';

const config = { projectId: 'p', networks: [mainnet], themeVariables: { accent: 'rgb(200, 0, 100)' } };

describe('the Connect button rendered on a server', () => {
  it('arrives with its rules and its theme in the HTML, touching no document', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(<ConnectButton store={createWalletStore(config)} />);
    const [, classes] = html.match(/<button class="([^"]+)"[^>]*>Connect Wallet<\/button>/) ?? [];
    const [, themeClass] = html.match(/class="wm-root (wm-theme-\w+)"/) ?? [];
    const styles = [...html.matchAll(/<style data-precedence="redux-wallet-modal"[^>]*>([^<]*)<\/style>/g)].map(([, css]) => css).join('');
    expect(styles).toContain(`.${classes}{display:inline-flex`);
    expect(styles).toContain(`:where(.${themeClass}){--wm-accent:rgb(200, 0, 100)`);
  });

  it('carries the page’s style nonce, given to React’s render as to the widget', async () => {
    const store = createWalletStore(config, { cspNonce: 'r4nd0m' });
    const stream = await renderToReadableStream(<ConnectButton store={store} />, { nonce: { script: 'r4nd0m', style: 'r4nd0m' } });
    const html = await new Response(stream).text();
    expect(html).toMatch(/<style nonce="r4nd0m" data-precedence="redux-wallet-modal"[^>]*>[^<]*\.wm-connect\{/);
  });
});
