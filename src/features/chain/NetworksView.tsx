'use client';

import { Muted, Stack } from '../../components/layout';
import { RowList } from '../../components/RowList';
import { WalletButton } from '../../components/WalletButton/WalletButton';
import { useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectConnectedWallet } from '../../store/slices/accountSlice';
import {
  type ChainSliceState,
  isNetworkApproved,
  networkSwitchRequested,
  selectActiveNetwork,
  selectAllNetworks,
} from '../../store/slices/chainSlice';
import { selectIsModalLoading, selectModalNamespace } from '../../store/slices/modalSlice';

/** The networks a user can switch to, optionally only those of one namespace. */
function NetworkList({ namespace }: { namespace?: keyof ChainSliceState['byNamespace'] }) {
  const dispatch = useAppDispatch();
  const { t } = useMessages();
  const active = useAppSelector(selectActiveNetwork);
  const switching = useAppSelector(selectIsModalLoading);
  const networks = useAppSelector(selectAllNetworks).filter((network) => !namespace || network.chainNamespace === namespace);
  // A WalletConnect session serves only the networks it granted: the others are shown, and cannot be picked.
  const byNamespace = useAppSelector((state) => state.chain.byNamespace);
  const wallet = useAppSelector(selectConnectedWallet)?.name;
  const refused = networks.filter((network) => !isNetworkApproved(byNamespace, network.caipNetworkId));
  return (
    <>
      {wallet && refused.length > 0 && <Muted>{t('networks.notApproved', { wallet })}</Muted>}
      <RowList aria-label={t('networks.list')} aria-busy={switching}>
        {networks.map((network) => (
          <li key={network.caipNetworkId} aria-current={network.caipNetworkId === active?.caipNetworkId ? 'true' : undefined}>
            <WalletButton
              name={network.name}
              imageId={network.assets?.imageId}
              imageKind="asset"
              imageUrl={network.assets?.imageUrl}
              tag={
                network.caipNetworkId === active?.caipNetworkId ? t('networks.active') : network.testnet ? t('networks.testnet') : undefined
              }
              disabled={switching || refused.includes(network)}
              onClick={() => dispatch(networkSwitchRequested({ caipNetworkId: network.caipNetworkId }))}
            />
          </li>
        ))}
      </RowList>
    </>
  );
}

/** Every network, or only those of the namespace the modal was opened for. */
export function NetworksView() {
  const namespace = useAppSelector(selectModalNamespace);
  return <NetworkList namespace={namespace} />;
}

/** UnsupportedChain (docs/behaviour.md#networks): the wallet is on a network this app did not ask for. */
export function UnsupportedChainView() {
  const active = useAppSelector(selectActiveNetwork);
  const { t } = useMessages();
  return (
    <Stack $gap={16}>
      <Muted>{t('networks.unsupported')}</Muted>
      <NetworkList namespace={active?.chainNamespace} />
    </Stack>
  );
}
