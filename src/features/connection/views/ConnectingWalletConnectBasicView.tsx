'use client';

import { useEffect } from 'react';
import { WALLET_CONNECT_CONNECTOR_ID } from '../../../adapters/walletConnect/connector';
import { WALLET_LIST } from '../../../api/walletListPages';
import { FailedState } from '../../../components/FailedState/FailedState';
import { SecondaryButton, Stack } from '../../../components/layout';
import { PlaceholderRows } from '../../../components/Placeholder/Placeholder';
import { WalletButton } from '../../../components/WalletButton/WalletButton';
import { connectingMessages } from '../../../i18n/english/connecting';
import { useMessages } from '../../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectRequestedCaipNetworkIds } from '../../../store/slices/chainSlice';
import { connectRequested, selectPairing } from '../../../store/slices/connectionSlice';
import { viewPushed } from '../../../store/slices/modalSlice';
import { selectOptions } from '../../../store/slices/optionsSlice';
import { useCopyText } from '../../alerts/parts';
import { usePickCatalogueWallet, useRecentWallets, useWalletsPage } from '../../wallets/parts';

/**
 * ConnectingWalletConnectBasic (docs/behaviour.md#walletconnect): WalletConnect on a phone, where a QR code cannot be scanned.
 * The pairing starts at once; the user picks the wallet app to open it in (recent wallets first), or
 * copies the link.
 */
export function ConnectingWalletConnectBasicView() {
  const dispatch = useAppDispatch();
  const pickCatalogueWallet = usePickCatalogueWallet();
  const { t } = useMessages(connectingMessages);
  const copy = useCopyText();
  const pairing = useAppSelector(selectPairing);
  const recent = useRecentWallets();
  const chains = useAppSelector(selectRequestedCaipNetworkIds);
  const { includeWalletIds, excludeWalletIds, features } = useAppSelector(selectOptions);
  const recommended = useWalletsPage({
    page: 1,
    entries: WALLET_LIST.recommendedPageSize,
    include: includeWalletIds,
    exclude: [...excludeWalletIds, ...recent.ids],
    chains,
  });

  useEffect(() => {
    dispatch(connectRequested({ connectorId: WALLET_CONNECT_CONNECTOR_ID }));
  }, [dispatch]);

  const wallets = [...recent.wallets, ...(recommended.data?.data ?? [])];
  return (
    <Stack>
      {recommended.isLoading ? (
        <PlaceholderRows count={4} label={t('common.loadingWallets')} />
      ) : (
        wallets.map((wallet) => (
          <WalletButton
            key={wallet.id}
            name={wallet.name}
            imageId={wallet.image_id ?? undefined}
            tag={recent.ids.includes(wallet.id) ? t('common.recent') : undefined}
            onClick={() => pickCatalogueWallet(wallet)}
          />
        ))
      )}
      {recommended.isError && (
        <FailedState message={t('common.walletListFailed')} retryLabel={t('common.retry')} onRetry={() => recommended.refetch()} />
      )}
      {features.allWallets && (
        <SecondaryButton type="button" onClick={() => dispatch(viewPushed({ view: 'AllWallets' }))}>
          {t('connecting.allWallets')}
        </SecondaryButton>
      )}
      <SecondaryButton type="button" disabled={!pairing.uri} onClick={() => pairing.uri && copy(pairing.uri, 'link')}>
        {t('common.copyLink')}
      </SecondaryButton>
    </Stack>
  );
}
