'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { WalletModalRoot } from 'redux-wallet-modal';
import { announceDevWallet } from '../lib/devWallet';
import { makeStore } from '../lib/store';

/** The host's store for this render tree, the wallet modal beside the page, and (in development) the Dev Wallet. */
export function Providers({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  // Development only (anvil's public keys); a production build announces it only with NEXT_PUBLIC_DEV_WALLET=true, as
  // the example's browser test builds it.
  useEffect(() => {
    if (process.env.NODE_ENV === 'development' || process.env.NEXT_PUBLIC_DEV_WALLET === 'true') return announceDevWallet();
  }, []);
  return (
    <Provider store={store}>
      {children}
      <WalletModalRoot />
    </Provider>
  );
}
