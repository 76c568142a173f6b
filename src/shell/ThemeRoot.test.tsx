import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorText } from '../errors';
import { expectConsoleError } from '../test/consoleGuard';
import { serveMockApi } from '../test/mockApi';
import { createHostStore, testConfig } from '../test/store';
import { createLogger } from '../utils/logger';
import { ConnectButton } from './ConnectButton/ConnectButton';
import { WalletModalRoot } from './WalletModalRoot/WalletModalRoot';

serveMockApi();

const staticStylesheet = () => [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('.wm-connect{'));

describe('the first load’s styles', () => {
  it('style the Connect button from one stylesheet a document, without styled-components', async () => {
    const { store } = createHostStore(testConfig);
    const { rerender } = render(
      <>
        <ConnectButton store={store} />
        <ConnectButton store={store} />
      </>,
    );
    rerender(<ConnectButton store={store} />);
    const button = await screen.findByRole('button', { name: 'Connect Wallet' });
    expect(staticStylesheet()).toHaveLength(1);
    expect(getComputedStyle(button).borderRadius).toBe('999px');
    // styled-components adds its own style elements (data-styled): none until the modal's chunk renders.
    expect(document.querySelector('style[data-styled]')).toBeNull();
  });

  it('give each host’s button its theme mode and variables', async () => {
    const light = createHostStore({ ...testConfig, themeVariables: { accent: 'rgb(200, 0, 100)', borderRadius: '4px' } });
    const dark = createHostStore({ ...testConfig, themeMode: 'dark', themeVariables: { fontFamily: 'Georgia, serif' } });
    render(
      <>
        <ConnectButton store={light.store} />
        <ConnectButton store={dark.store} />
      </>,
    );
    const [first, second] = await screen.findAllByRole('button', { name: 'Connect Wallet' });
    const themeOf = (button: HTMLElement | undefined) => getComputedStyle(button?.closest('[data-wallet-modal]') as HTMLElement);
    expect(themeOf(first).getPropertyValue('--wm-accent')).toBe('rgb(200, 0, 100)');
    expect(themeOf(first).getPropertyValue('--wm-border-radius')).toBe('4px');
    expect(themeOf(first).getPropertyValue('--wm-fg')).toBe('#141519');
    expect(themeOf(second).getPropertyValue('--wm-accent')).toBe('#2452c8');
    expect(themeOf(second).getPropertyValue('--wm-font-family')).toBe('Georgia, serif');
    expect(themeOf(second).getPropertyValue('--wm-fg')).toBe('#f2f3f5');
    expect(themeOf(second).fontFamily).toBe('var(--wm-font-family)');
  });

  it("follow the visitor's colour scheme by default: light, and the dark palette under a dark setting, live, from CSS alone", async () => {
    const { store } = createHostStore({ ...testConfig, themeMode: undefined });
    const light = createHostStore({ ...testConfig, themeMode: 'light' });
    render(
      <>
        <ConnectButton store={store} />
        <ConnectButton store={light.store} />
      </>,
    );
    const [button, lightButton] = await screen.findAllByRole('button', { name: 'Connect Wallet' });
    // The same colours by day, but a rule of its own: a light modal beside it keeps its own.
    expect(lightButton?.closest('[data-wallet-modal]')?.className).not.toBe(button?.closest('[data-wallet-modal]')?.className);
    const root = button?.closest('[data-wallet-modal]') as HTMLElement;
    expect(root.dataset.theme).toBe('system');
    expect(getComputedStyle(root).getPropertyValue('--wm-fg')).toBe('#141519');
    const themeClass = [...root.classList].find((name) => name.startsWith('wm-theme-'));
    const rules = [...document.querySelectorAll('style')]
      .map((style) => style.textContent)
      .find((text) => text?.includes(`.${themeClass}`));
    expect(rules).toContain(`@media (prefers-color-scheme:dark){:where(.${themeClass}){`);
    expect(rules).toMatch(/@media \(prefers-color-scheme:dark\)\{[^}]*--wm-fg:#f2f3f5/);
  });

  it('are refused without the nonce a strict policy asks for: the button stays usable, and the console says once what to do', async () => {
    expectConsoleError(/refused the wallet modal's styles: pass `cspNonce` to createWalletModal/);
    // What a browser gives for a style element its page's policy refused: no sheet.
    const sheet = jest.spyOn(HTMLStyleElement.prototype, 'sheet', 'get').mockReturnValue(null);
    try {
      const logger = createLogger('error');
      const { store } = createHostStore(testConfig, { logger });
      // Two buttons and the modal, each refused: one line.
      render(
        <>
          <ConnectButton store={store} />
          <ConnectButton store={store} />
          <WalletModalRoot store={store} />
        </>,
      );
      const [button] = await screen.findAllByRole('button', { name: 'Connect Wallet' });
      await userEvent.click(button as HTMLElement);
      expect(await screen.findByRole('dialog')).toBeVisible();
      await waitFor(() => expect(logger.entries().map(({ message }) => message)).toEqual([ErrorText.cspNonceRequired]));
    } finally {
      sheet.mockRestore();
    }
  });
});
