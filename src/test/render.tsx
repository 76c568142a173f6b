import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { WalletModalConfig } from '../config/config';
import { ConnectButton } from '../shell/ConnectButton/ConnectButton';
import type { WalletModalEnvironment } from '../shell/createWalletModal';
import { WalletModalRoot } from '../shell/WalletModalRoot/WalletModalRoot';
import { createHostStore, testConfig } from './store';

/** A real host store with the wallet modal, the host's Connect button and the modal root rendered. */
export function renderWithProviders(options: { config?: WalletModalConfig; environment?: WalletModalEnvironment; page?: ReactNode } = {}) {
  const host = createHostStore(options.config ?? testConfig, options.environment);
  const user = userEvent.setup();
  const view = render(
    <>
      <header>
        <ConnectButton store={host.store} />
        {options.page}
      </header>
      <WalletModalRoot store={host.store} />
    </>,
  );
  return { ...host, ...view, user };
}
