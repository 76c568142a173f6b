'use client';

import type { Store } from '@reduxjs/toolkit';
import { useRef } from 'react';
import { shallowEqual } from 'react-redux';
import { selectActiveAccountCard, selectActiveBalanceText } from '../../features/account';
import { selectIsConnectingShown } from '../../features/connection';
import { useActiveLocale, useTexts } from '../../i18n/context';
import { connectButtonMessages } from '../../i18n/english/connectButton';
import { localizeNumbers } from '../../i18n/numbers';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCurrentConnection } from '../../store/slices/connectionSlice';
import { intentShown, openModal } from '../../store/slices/modalSlice';
import { truncateAddress } from '../../utils/address';
import { isSafeImageSource } from '../../utils/links';
import { BALANCE_CLASS, CONNECT_BUTTON_CLASS } from '../staticStylesheet';
import { ThemeRoot } from '../ThemeRoot';
import { WalletModalProvider } from '../WalletModalProvider';
import { modalChunk } from '../WalletModalRoot/modalChunk';
import { WidgetBoundary } from '../WidgetBoundary';

/** The balance alone re-renders when it changes (a new block, a transfer), not the whole button. */
function ButtonBalance() {
  const balance = useAppSelector(selectActiveBalanceText);
  const { locale } = useActiveLocale();
  return balance === undefined ? null : <span className={BALANCE_CLASS}>{localizeNumbers(locale, balance)}</span>;
}

/** The profile's avatar, or else the icon of the wallet in use; nothing that could run script. */
function ButtonAvatar({ profileImage, walletIcon }: { profileImage: string | undefined; walletIcon: string | undefined }) {
  const image = [profileImage, walletIcon].find(isSafeImageSource);
  return image ? <img src={image} alt="" /> : null;
}

function ConnectButtonContent() {
  const dispatch = useAppDispatch();
  const connecting = useAppSelector(selectIsConnectingShown);
  // A second wallet being connected leaves the current one connected, and shown.
  const connected = useAppSelector((state) => selectCurrentConnection(state) !== undefined);
  const account = useAppSelector(selectActiveAccountCard, shallowEqual);
  const t = useTexts(connectButtonMessages);
  // The modal's code is asked for on each sign (a failed fetch is tried again); the host's store hears the first.
  const intentTold = useRef(false);
  const showIntent = () => {
    modalChunk.preload();
    if (intentTold.current) return;
    intentTold.current = true;
    dispatch(intentShown());
  };
  return (
    <button
      className={CONNECT_BUTTON_CLASS}
      type="button"
      onClick={() => dispatch(openModal())}
      onPointerEnter={showIntent}
      onFocus={showIntent}
      onTouchStart={showIntent}
      aria-busy={connecting}
    >
      {connected && !connecting && account.address ? (
        <>
          <ButtonAvatar profileImage={account.image} walletIcon={account.wallet?.icon} />
          {account.name ? <span>{account.name}</span> : <span dir="ltr">{truncateAddress(account.address)}</span>}
          <ButtonBalance />
        </>
      ) : connecting ? (
        t('connectButton.connecting')
      ) : (
        t('connectButton.connect')
      )}
    </button>
  );
}

/** The host page's button: "Connect Wallet", or the connected account with its balance; opens the modal. */
export function ConnectButton({ store }: { store?: Store }) {
  return (
    <WalletModalProvider store={store}>
      <WidgetBoundary fallback={<PlainConnectButton />}>
        <ThemeRoot inline>
          <ConnectButtonContent />
        </ThemeRoot>
      </WidgetBoundary>
    </WalletModalProvider>
  );
}

/** The button with none of its styles, once they failed (a policy that refused them): it still opens the modal. */
function PlainConnectButton() {
  const dispatch = useAppDispatch();
  const t = useTexts(connectButtonMessages);
  return (
    <button type="button" onClick={() => dispatch(openModal())}>
      {t('connectButton.connect')}
    </button>
  );
}
