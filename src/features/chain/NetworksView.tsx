'use client';

import { useId } from 'react';
import { Muted, Stack } from '../../components/layout';
import { RowList, RowListHeading } from '../../components/RowList';
import { WalletButton } from '../../components/WalletButton/WalletButton';
import type { Network } from '../../config/networks';
import type { ChainNamespace } from '../../constants';
import { networksMessages } from '../../i18n/english/networks';
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

/** The networks a user can switch to, optionally only those of one namespace; with several families, one group each. */
function NetworkList({ namespace }: { namespace?: keyof ChainSliceState['byNamespace'] }) {
  const { t } = useMessages(networksMessages);
  const networks = useAppSelector(selectAllNetworks).filter((network) => !namespace || network.chainNamespace === namespace);
  // A WalletConnect session serves only the networks it granted: the others are shown, and cannot be picked.
  const byNamespace = useAppSelector((state) => state.chain.byNamespace);
  const wallet = useAppSelector(selectConnectedWallet)?.name;
  const refused = networks.filter((network) => !isNetworkApproved(byNamespace, network.caipNetworkId));
  const families = familiesOf(networks);
  return (
    <>
      {wallet && refused.length > 0 && <Muted>{t('networks.notApproved', { wallet })}</Muted>}
      {families.length === 1 ? (
        <NetworkRows networks={networks} refused={refused} label={t('networks.list')} />
      ) : (
        families.map(([family, members]) => <FamilyGroup key={family} family={family} networks={members} refused={refused} />)
      )}
    </>
  );
}

/** The networks by family, families in the order of their first network (docs/behaviour.md#networks). */
function familiesOf(networks: readonly Network[]): [ChainNamespace, Network[]][] {
  const groups = new Map<ChainNamespace, Network[]>();
  for (const network of networks) groups.set(network.chainNamespace, [...(groups.get(network.chainNamespace) ?? []), network]);
  return [...groups];
}

function FamilyGroup({ family, networks, refused }: { family: ChainNamespace; networks: Network[]; refused: readonly Network[] }) {
  const { t } = useMessages(networksMessages);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <RowListHeading id={headingId}>{t(`networks.group.${family}`)}</RowListHeading>
      <NetworkRows networks={networks} refused={refused} label={t(`networks.group.${family}`)} />
    </section>
  );
}

function NetworkRows({ networks, refused, label }: { networks: readonly Network[]; refused: readonly Network[]; label: string }) {
  const dispatch = useAppDispatch();
  const { t } = useMessages(networksMessages);
  const active = useAppSelector(selectActiveNetwork);
  const switching = useAppSelector(selectIsModalLoading);
  return (
    <RowList aria-label={label} aria-busy={switching}>
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
  const { t } = useMessages(networksMessages);
  return (
    <Stack $gap={16}>
      <Muted>{t('networks.unsupported')}</Muted>
      <NetworkList namespace={active?.chainNamespace} />
    </Stack>
  );
}
