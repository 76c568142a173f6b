'use client';

import { PrimaryButton, SecondaryButton, Stack } from '../../components/layout';
import { accountMessages } from '../../i18n/english/account';
import { useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { networkSwitchRequested, selectActiveNetwork, selectAllNetworks } from '../../store/slices/chainSlice';
import { connectionNetworkId, connectionWallet, selectCurrentConnection } from '../../store/slices/connectionSlice';
import { viewPushed } from '../../store/slices/modalSlice';

/**
 * The Account view when the active network has no account: no wallet at all, or a wallet of another chain family
 * (the user picked a Solana network with an EVM wallet connected). It says so and offers a way forward either way.
 */
export function NoAccountHere() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(accountMessages);
  const network = useAppSelector(selectActiveNetwork);
  const connection = useAppSelector(selectCurrentConnection);
  const networks = useAppSelector(selectAllNetworks);
  const connect = () => dispatch(viewPushed({ view: 'Connect' }));
  if (!connection || !network) {
    return (
      <Stack $gap={16}>
        <p>{t('common.noWalletConnected')}</p>
        <PrimaryButton type="button" onClick={connect}>
          {t('account.connectAny')}
        </PrimaryButton>
      </Stack>
    );
  }
  const walletNetworkId = connectionNetworkId(connection);
  const walletNetwork = networks.find((candidate) => candidate.caipNetworkId === walletNetworkId);
  const wallet = connectionWallet(connection).name;
  return (
    <Stack $gap={16}>
      <p>{t('account.notServed', { wallet, network: network.name })}</p>
      <PrimaryButton type="button" onClick={() => dispatch(viewPushed({ view: 'Connect', namespace: network.chainNamespace }))}>
        {t(`account.connectFamily.${network.chainNamespace}`)}
      </PrimaryButton>
      {walletNetwork && (
        <SecondaryButton type="button" onClick={() => dispatch(networkSwitchRequested({ caipNetworkId: walletNetwork.caipNetworkId }))}>
          {t('account.stayOn', { network: walletNetwork.name })}
        </SecondaryButton>
      )}
    </Stack>
  );
}
