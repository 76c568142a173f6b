import { Muted, Stack } from '../../components/layout';
import { Tabs } from '../../components/Tabs/Tabs';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { truncateAddress } from '../../utils/address';
import { selectActiveNamespace, selectActiveNetwork } from '../chain/chainSlice';
import { selectActiveAccount, tabSelected } from './accountSlice';

export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const;

const EMPTY_TAB_TEXT: Record<(typeof ACCOUNT_TABS)[number], string> = {
  Tokens: 'No tokens to show on this network.',
  NFTs: 'No NFTs to show on this network.',
  Activity: 'No activity yet.',
};

/** SPEC §2 Account: the connected account and its Tokens, NFTs and Activity tabs. */
export function AccountView() {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectActiveAccount);
  const namespace = useAppSelector(selectActiveNamespace);
  const network = useAppSelector(selectActiveNetwork);
  const tab = account?.currentTab ?? 0;
  const tabName = ACCOUNT_TABS[tab] ?? 'Tokens';
  return (
    <Stack $gap={16}>
      <Stack $gap={4} style={{ alignItems: 'center' }}>
        <strong>{account?.profileName ?? (account?.address ? truncateAddress(account.address) : 'Not connected')}</strong>
        {network && <Muted>{network.name}</Muted>}
      </Stack>
      <Tabs
        label="Account"
        tabs={ACCOUNT_TABS}
        selected={tab}
        onSelect={(index) => namespace && dispatch(tabSelected({ namespace, tab: index }))}
      >
        <Muted>{EMPTY_TAB_TEXT[tabName]}</Muted>
      </Tabs>
    </Stack>
  );
}
