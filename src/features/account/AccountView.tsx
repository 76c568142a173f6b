'use client';

import { shallowEqual } from 'react-redux';
import { styled } from 'styled-components';
import { Avatar } from '../../components/Avatar/Avatar';
import { chunk } from '../../components/chunk';
import { BuyGlyph, CopyGlyph, ExternalLinkGlyph, ReceiveGlyph, SendGlyph, SwapGlyph } from '../../components/Icon/glyphs';
import { type Glyph, Icon } from '../../components/Icon/Icon';
import { IconButton } from '../../components/IconButton/IconButton';
import { Muted, SecondaryButton, Stack } from '../../components/layout';
import { Tabs } from '../../components/Tabs/Tabs';
import { TextLink } from '../../components/TextLink';
import { ListButton, WalletButton } from '../../components/WalletButton/WalletButton';
import { WalletImage } from '../../components/WalletButton/WalletImage';
import { isSwapNetwork } from '../../config/swapNetworks';
import type { WalletFeature } from '../../constants';
import { accountMessages } from '../../i18n/english/account';
import { emailMessages } from '../../i18n/english/email';
import { useFormat, useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectActiveAccount, tabSelected } from '../../store/slices/accountSlice';
import { selectActiveNamespace, selectActiveNetwork, selectActiveNetworkSupports } from '../../store/slices/chainSlice';
import {
  connectionSwitchRequested,
  connectionWallet,
  disconnectRequested,
  selectConnections,
  selectCurrentConnection,
} from '../../store/slices/connectionSlice';
import { type ViewName, viewPushed } from '../../store/slices/modalSlice';
import { selectFeatures, selectOptions } from '../../store/slices/optionsSlice';
import { truncateAddress } from '../../utils/address';
import { useCopyText } from '../alerts/parts';
import { LazyView } from '../modal/parts';
import { selectActiveAccountCard, selectActiveBalanceText, selectActiveProfile } from './accountSelectors';
import { NoAccountHere } from './NoAccountHere';
import { TokenList } from './TokenList';

/** The catalogue's parts this module speaks through. */
const english = { ...accountMessages, ...emailMessages };

const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const;

type AccountTab = (typeof ACCOUNT_TABS)[number];

const TAB_NAMES: Record<AccountTab, keyof typeof english> = {
  Tokens: 'account.tabTokens',
  NFTs: 'account.tabNfts',
  Activity: 'account.tabActivity',
};

/**
 * Each wallet feature's button in the Account view and the view it opens; Buy and Swap only on networks that offer them
 * (docs/behaviour.md#onramp, #swaps).
 */
const WALLET_FEATURE_BUTTONS: Partial<Record<WalletFeature, { label: keyof typeof english; view: ViewName; glyph: Glyph }>> = {
  onramp: { label: 'account.buy', view: 'OnRampProviders', glyph: BuyGlyph },
  swaps: { label: 'account.swap', view: 'Swap', glyph: SwapGlyph },
  receive: { label: 'account.receive', view: 'WalletReceive', glyph: ReceiveGlyph },
  send: { label: 'account.send', view: 'WalletSend', glyph: SendGlyph },
};

// NFTs and Activity come from the history feature, each a chunk of its own loaded when its tab is first shown.
const nftList = chunk(() => import('../history/NftList').then((module) => module.NftList));
const activityList = chunk(() => import('../history/ActivityList').then((module) => module.ActivityList));

function TabContent({ tab }: { tab: AccountTab }) {
  const { t } = useMessages(english);
  if (tab === 'Tokens') return <TokenList />;
  return <LazyView chunk={tab === 'NFTs' ? nftList : activityList} label={t('account.loadingTab', { tab: t(TAB_NAMES[tab]) })} />;
}

const Actions = styled.div`
  display: flex;
  gap: 8px;
  > * {
    flex: 1;
  }
`;

const AddressRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  font-size: 18px;
  font-weight: 600;
`;

const WalletInUse = styled(Muted)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

const Balance = styled(Muted)`
  font-size: 16px;
`;

/** The balance alone re-renders when it changes, not the view around it. */
function AccountBalance() {
  const hasBalance = useAppSelector((state) => selectActiveNetworkSupports(state, 'balance'));
  const balance = useAppSelector(selectActiveBalanceText);
  const { t } = useMessages(english);
  const { numbers } = useFormat();
  if (!hasBalance) return null;
  return <Balance aria-label={t('account.balance')}>{balance === undefined ? t('account.loadingBalance') : numbers(balance)}</Balance>;
}

/** An account with no name on a network with names may choose one, once its identity is known (docs/behaviour.md#names). */
function ChooseName() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(english);
  const unnamed = useAppSelector((state) => selectActiveNetworkSupports(state, 'names') && selectActiveProfile(state)?.name === undefined);
  const answered = useAppSelector((state) => selectActiveProfile(state) !== undefined);
  if (!unnamed || !answered) return null;
  return (
    <SecondaryButton type="button" onClick={() => dispatch(viewPushed({ view: 'RegisterAccountName' }))}>
      {t('account.chooseName')}
    </SecondaryButton>
  );
}

/** The Account view (docs/behaviour.md#account): who is connected, on which network, with what; switch network or wallet; disconnect. */
export function AccountView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(english);
  const { ltr } = useFormat();
  const copy = useCopyText();
  const account = useAppSelector(selectActiveAccountCard, shallowEqual);
  const currentTab = useAppSelector((state) => selectActiveAccount(state)?.currentTab ?? 0);
  const namespace = useAppSelector(selectActiveNamespace);
  const network = useAppSelector(selectActiveNetwork);
  const options = useAppSelector(selectOptions);
  const features = useAppSelector(selectFeatures);
  const buys = useAppSelector((state) => selectActiveNetworkSupports(state, 'onramp'));
  const current = useAppSelector(selectCurrentConnection);
  // Swap only where swaps work (docs/behaviour.md#swaps).
  const swapsHere = isSwapNetwork(network, options.swapNetworks);
  // The embedded wallet's user (docs/behaviour.md#embedded-wallet): their e-mail, which they may change.
  const userEmail = useAppSelector((state) => selectActiveAccount(state)?.user?.email);
  const connections = Object.values(useAppSelector(selectConnections));
  // Activity is a feature the host can turn off (`features.history`).
  const tabs = ACCOUNT_TABS.filter((name) => name !== 'Activity' || features.history);
  const tabName: AccountTab = tabs.find((name) => name === ACCOUNT_TABS[currentTab]) ?? 'Tokens';
  // The host's walletFeaturesOrder orders the buttons; a feature it leaves out, or one switched off, has none.
  const walletFeatures = [...new Set(features.walletFeaturesOrder)].flatMap((feature) => {
    const button = WALLET_FEATURE_BUTTONS[feature];
    const offered = feature === 'swaps' ? swapsHere : feature !== 'onramp' || buys;
    return button && features[feature] && offered ? [{ feature, ...button }] : [];
  });
  const { address } = account;
  if (!address) return <NoAccountHere />;

  return (
    <Stack $gap={16}>
      <Stack $gap={8} style={{ alignItems: 'center', textAlign: 'center' }}>
        <Avatar src={account.image} seed={address} size={64} />
        <AddressRow>
          {account.name ? (
            <span title={address}>{account.name}</span>
          ) : (
            <span title={address} dir="ltr">
              {truncateAddress(address)}
            </span>
          )}
          <IconButton glyph={CopyGlyph} size="small" label={t('common.copyAddress')} onClick={() => copy(address, 'address')} />
        </AddressRow>
        <AccountBalance />
        <ChooseName />
        {account.wallet && (
          <WalletInUse>
            <WalletImage name={account.wallet.name} imageUrl={account.wallet.icon} size={20} />
            {t('account.connectedWith', { wallet: account.wallet.name })}
          </WalletInUse>
        )}
        {userEmail && <Muted>{userEmail}</Muted>}
        {account.explorerUrl && (
          <TextLink href={account.explorerUrl} target="_blank" rel="noreferrer noopener">
            {t('account.viewOn', { explorer: network?.blockExplorers?.default.name ?? t('account.blockExplorer') })}
            <Icon glyph={ExternalLinkGlyph} size={14} />
          </TextLink>
        )}
      </Stack>
      {network && (
        <WalletButton
          name={network.name}
          imageId={network.assets?.imageId}
          imageKind="asset"
          imageUrl={network.assets?.imageUrl}
          tag={t('account.network')}
          disabled={!options.enableNetworkSwitch}
          onClick={() => dispatch(viewPushed({ view: 'Networks' }))}
        />
      )}
      {walletFeatures.length > 0 && (
        <Actions role="group" aria-label={t('account.walletFeatures')}>
          {walletFeatures.map(({ feature, label, view, glyph }) => (
            <SecondaryButton key={feature} type="button" onClick={() => dispatch(viewPushed({ view }))}>
              <Icon glyph={glyph} size={16} />
              {t(label)}
            </SecondaryButton>
          ))}
        </Actions>
      )}
      {features.smartSessions && namespace === 'eip155' && (
        <SecondaryButton type="button" onClick={() => dispatch(viewPushed({ view: 'SmartSessions' }))}>
          {t('account.smartSessions')}
        </SecondaryButton>
      )}
      {connections.length > 1 && (
        <Stack $gap={8} role="group" aria-label={t('account.yourWallets')}>
          {connections.map((connection) => {
            const wallet = connectionWallet(connection);
            return (
              <ListButton
                key={connection.connectorId}
                type="button"
                aria-current={connection.connectorId === current?.connectorId ? 'true' : undefined}
                disabled={connection.connectorId === current?.connectorId}
                onClick={() => dispatch(connectionSwitchRequested({ connectorId: connection.connectorId }))}
              >
                <WalletImage name={wallet.name} imageUrl={wallet.icon} size={28} />
                <span style={{ flex: 1, textAlign: 'start' }}>
                  {wallet.name} · {ltr(truncateAddress(connection.accounts[0]?.address ?? ''))}
                </span>
                {connection.connectorId === current?.connectorId ? t('account.current') : t('account.switch')}
              </ListButton>
            );
          })}
        </Stack>
      )}
      <Tabs
        label={t('account.tabs')}
        tabs={tabs.map((name) => t(TAB_NAMES[name]))}
        selected={tabs.indexOf(tabName)}
        onSelect={(index) => namespace && dispatch(tabSelected({ namespace, tab: ACCOUNT_TABS.indexOf(tabs[index] ?? 'Tokens') }))}
      >
        <TabContent tab={tabName} />
      </Tabs>
      <Stack $gap={8}>
        {userEmail && (
          <SecondaryButton type="button" onClick={() => dispatch(viewPushed({ view: 'UpdateEmail' }))}>
            {t('email.changeEmail')}
          </SecondaryButton>
        )}
        <SecondaryButton type="button" onClick={() => dispatch(viewPushed({ view: 'Connect' }))}>
          {t('account.connectAnother')}
        </SecondaryButton>
        <SecondaryButton type="button" onClick={() => dispatch(disconnectRequested())}>
          {t('account.disconnect')}
        </SecondaryButton>
      </Stack>
    </Stack>
  );
}
