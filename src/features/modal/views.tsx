import type { ComponentType } from 'react';
import { type Chunk, chunk } from '../../components/chunk';
import type { MessageKey } from '../../i18n/en';
import type { Translate } from '../../i18n/useMessages';
import type { ViewData, ViewName } from '../../store/slices/modalSlice';
import { ConnectView } from '../connection/views/ConnectView';
import { NotAvailableView } from './NotAvailableView';

/** A view's title (it names the dialog, in the active locale) and its code: in the modal's chunk, or a chunk of its own. */
export type ViewDefinition = { title: (data: ViewData | undefined, t: Translate<MessageKey>) => string } & (
  | { Component: ComponentType }
  | { chunk: Chunk<ComponentType> }
);

const named = (data: ViewData | undefined, fallback: string) => (typeof data?.name === 'string' ? data.name : fallback);

// Connect comes with the modal itself (one fetch opens the dialog with its options); every other view is a chunk
// of its own, fetched when first shown.
const AccountView = chunk(() => import('../account/AccountView').then((module) => module.AccountView));
const AllWalletsView = chunk(() => import('../wallets/AllWalletsView').then((module) => module.AllWalletsView));
const ConnectingExternalView = chunk(() =>
  import('../connection/views/ConnectingExternalView').then((module) => module.ConnectingExternalView),
);
const ConnectingWalletConnectView = chunk(() =>
  import('../connection/views/ConnectingWalletConnectView').then((module) => module.ConnectingWalletConnectView),
);
const ConnectingWalletConnectBasicView = chunk(() =>
  import('../connection/views/ConnectingWalletConnectBasicView').then((module) => module.ConnectingWalletConnectBasicView),
);
const NetworksView = chunk(() => import('../chain/NetworksView').then((module) => module.NetworksView));
const UnsupportedChainView = chunk(() => import('../chain/NetworksView').then((module) => module.UnsupportedChainView));
// Feature views (docs/behaviour.md#modal): each feature is one chunk.
const EmailViews = chunk(() => import('../email/EmailViews').then((module) => module.default));
const SocialViews = chunk(() => import('../socials/SocialViews').then((module) => module.default));
const SwapView = chunk(() => import('../swaps/SwapView').then((module) => module.default));
const WalletSendView = chunk(() => import('../send/SendViews').then((module) => module.WalletSendView));
const WalletSendPreviewView = chunk(() => import('../send/SendViews').then((module) => module.WalletSendPreviewView));
const ReceiveView = chunk(() => import('../receive/ReceiveView').then((module) => module.default));
const OnrampView = chunk(() => import('../onramp/OnrampView').then((module) => module.default));
const TransactionsView = chunk(() => import('../history/TransactionsView').then((module) => module.default));
const AllSocialsView = chunk(() => import('../socials/AllSocialsView').then((module) => module.AllSocialsView));
const WhatIsAWalletView = chunk(() => import('../help/WhatIsAWalletView').then((module) => module.WhatIsAWalletView));
const PayView = chunk(() => import('../pay/PayView').then((module) => module.default));

/** Every view (docs/behaviour.md#modal), the feature views included, with the title that names the dialog. */
export const VIEW_DEFINITIONS: Record<ViewName, ViewDefinition> = {
  Connect: { title: (_, t) => t('view.connect'), Component: ConnectView },
  Account: { title: (_, t) => t('view.account'), chunk: AccountView },
  AllWallets: { title: (_, t) => t('view.allWallets'), chunk: AllWalletsView },
  AllSocials: { title: (_, t) => t('view.allSocials'), chunk: AllSocialsView },
  WhatIsAWallet: { title: (_, t) => t('view.whatIsAWallet'), chunk: WhatIsAWalletView },
  Networks: { title: (_, t) => t('view.networks'), chunk: NetworksView },
  UnsupportedChain: { title: (_, t) => t('view.unsupportedChain'), chunk: UnsupportedChainView },
  ConnectingWalletConnectBasic: { title: () => 'WalletConnect', chunk: ConnectingWalletConnectBasicView },
  ConnectingWalletConnect: { title: (data) => named(data, 'WalletConnect'), chunk: ConnectingWalletConnectView },
  ConnectingExternal: { title: (data, t) => named(data, t('view.connectingExternal')), chunk: ConnectingExternalView },
  ConnectingSiwe: { title: (_, t) => t('view.signIn'), Component: NotAvailableView },
  ConnectingFarcaster: { title: () => 'Farcaster', Component: NotAvailableView },
  ApproveTransaction: { title: (_, t) => t('view.approveTransaction'), Component: NotAvailableView },
  SIWXSignMessage: { title: (_, t) => t('view.signIn'), Component: NotAvailableView },
  RegisterAccountName: { title: (_, t) => t('view.registerAccountName'), Component: NotAvailableView },
  RegisterAccountNameSuccess: { title: (_, t) => t('view.registerAccountNameSuccess'), Component: NotAvailableView },
  Swap: { title: (_, t) => t('view.swap'), chunk: SwapView },
  EmailLogin: { title: (_, t) => t('view.emailLogin'), chunk: EmailViews },
  EmailVerifyOtp: { title: (_, t) => t('view.emailVerifyOtp'), chunk: EmailViews },
  EmailVerifyDevice: { title: (_, t) => t('view.emailVerifyDevice'), chunk: EmailViews },
  ConnectSocials: { title: (_, t) => t('view.connectSocials'), chunk: SocialViews },
  WalletSend: { title: (_, t) => t('view.walletSend'), chunk: WalletSendView },
  WalletSendPreview: { title: (_, t) => t('view.walletSendPreview'), chunk: WalletSendPreviewView },
  WalletReceive: { title: (_, t) => t('view.walletReceive'), chunk: ReceiveView },
  OnRampProviders: { title: (_, t) => t('view.onRampProviders'), chunk: OnrampView },
  Transactions: { title: (_, t) => t('view.transactions'), chunk: TransactionsView },
  Pay: { title: (_, t) => t('view.pay'), chunk: PayView },
};
