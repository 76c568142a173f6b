import { useEffect } from 'react';
import { WALLET_CONNECT_CONNECTOR_ID } from '../../adapters/walletConnect/connector';
import { Muted, SecondaryButton, Stack } from '../../components/layout';
import { SkeletonRows } from '../../components/Skeleton/Skeleton';
import { useCopyText } from '../../components/useCopyText';
import { WalletButton } from '../../components/WalletButton/WalletButton';
import { WALLET_LIST } from '../../constants';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectRequestedCaipNetworkIds } from '../chain/chainSlice';
import { connectRequested, selectPairing, selectRecentWalletIds } from '../connection/connectionSlice';
import { viewPushed } from '../modal/modalSlice';
import { selectOptions } from '../options/optionsSlice';
import { useGetWalletsQuery } from '../wallets/walletsApi';

/**
 * SPEC §2 ConnectingWalletConnectBasic: WalletConnect on a phone, where a QR code cannot be scanned.
 * The pairing starts at once; the user picks the wallet app to open it in (recent wallets first), or
 * copies the link.
 */
export function ConnectingWalletConnectBasicView() {
  const dispatch = useAppDispatch();
  const copy = useCopyText();
  const pairing = useAppSelector(selectPairing);
  const recentIds = useAppSelector(selectRecentWalletIds);
  const chains = useAppSelector(selectRequestedCaipNetworkIds);
  const { includeWalletIds, excludeWalletIds, features } = useAppSelector(selectOptions);
  const recent = useGetWalletsQuery({ page: 1, entries: recentIds.length, include: recentIds }, { skip: recentIds.length === 0 });
  const recommended = useGetWalletsQuery({
    page: 1,
    entries: WALLET_LIST.recommendedPageSize + recentIds.length,
    include: includeWalletIds,
    exclude: excludeWalletIds,
    chains,
  });

  useEffect(() => {
    dispatch(connectRequested({ connectorId: WALLET_CONNECT_CONNECTOR_ID }));
  }, [dispatch]);

  const recentWallets = recent.data?.data ?? [];
  const wallets = [...recentWallets, ...(recommended.data?.data ?? []).filter((wallet) => !recentIds.includes(wallet.id))].slice(
    0,
    WALLET_LIST.recommendedPageSize + recentWallets.length,
  );
  return (
    <Stack>
      {recommended.isLoading ? (
        <SkeletonRows count={4} label="Loading wallets" />
      ) : (
        wallets.map((wallet) => (
          <WalletButton
            key={wallet.id}
            name={wallet.name}
            imageId={wallet.image_id ?? undefined}
            tag={recentIds.includes(wallet.id) ? 'Recent' : undefined}
            onClick={() => dispatch(viewPushed({ view: 'ConnectingWalletConnect', data: { walletId: wallet.id, name: wallet.name } }))}
          />
        ))
      )}
      {recommended.isError && <Muted role="alert">Couldn't load the wallet list.</Muted>}
      {features.allWallets && (
        <SecondaryButton type="button" onClick={() => dispatch(viewPushed({ view: 'AllWallets' }))}>
          All wallets
        </SecondaryButton>
      )}
      <SecondaryButton type="button" disabled={!pairing.uri} onClick={() => pairing.uri && copy(pairing.uri, 'Link')}>
        Copy link
      </SecondaryButton>
    </Stack>
  );
}
