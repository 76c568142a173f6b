import type { Store } from '@reduxjs/toolkit';
import { styled } from 'styled-components';
import { selectActiveAccount } from '../../features/account/accountSlice';
import { selectActiveNetwork } from '../../features/chain/chainSlice';
import { selectConnectionStatus } from '../../features/connection/connectionSlice';
import { openModal } from '../../features/modal/modalSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { truncateAddress } from '../../utils/address';
import { isSafeImageSource } from '../../utils/links';
import { displayBalance } from '../../utils/units';
import { PrimaryButton } from '../layout';
import { ThemeRoot } from '../ThemeRoot';
import { WalletModalProvider } from '../WalletModalProvider';

const Button = styled(PrimaryButton)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 10px 16px;
  border-radius: 999px;
  img {
    width: 22px;
    height: 22px;
    border-radius: 50%;
  }
`;

const Balance = styled.span`
  font-weight: 400;
  opacity: 0.9;
`;

function ConnectButtonContent() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectConnectionStatus);
  const account = useAppSelector(selectActiveAccount);
  const network = useAppSelector(selectActiveNetwork);
  const connected = status === 'connected' && account?.address;
  return (
    <Button type="button" onClick={() => dispatch(openModal())} aria-busy={status === 'connecting' || status === 'reconnecting'}>
      {connected ? (
        <>
          {isSafeImageSource(account.profileImage) && <img src={account.profileImage} alt="" />}
          <span>{account.profileName ?? truncateAddress(account.address ?? '')}</span>
          {account.balance !== undefined && <Balance>{displayBalance(account.balance, account.balanceSymbol, network?.testnet)}</Balance>}
        </>
      ) : status === 'connecting' || status === 'reconnecting' ? (
        'Connecting…'
      ) : (
        'Connect Wallet'
      )}
    </Button>
  );
}

/** The host page's button: "Connect Wallet", or the connected account with its balance; opens the modal. */
export function ConnectButton({ store }: { store?: Store }) {
  return (
    <WalletModalProvider store={store}>
      <ThemeRoot inline>
        <ConnectButtonContent />
      </ThemeRoot>
    </WalletModalProvider>
  );
}
