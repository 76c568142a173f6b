import type { ComponentType } from 'react';
import { type Chunk, chunk } from '../../components/chunk';
import type { ViewData, ViewName } from '../../store/slices/modalSlice';
import { ConnectView } from '../connection/views/ConnectView';
import { NotAvailableView } from './NotAvailableView';

const text = {
  allSocials: 'All socials',
  whatIsAWallet: 'What is a wallet?',
};

/** A view's title (it names the dialog) and its code: in the modal's chunk, or a chunk of its own. */
export type ViewDefinition = { title: (data: ViewData | undefined) => string } & (
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
  Connect: { title: () => 'Connect Wallet', Component: ConnectView },
  Account: { title: () => 'Account', chunk: AccountView },
  AllWallets: { title: () => 'All Wallets', chunk: AllWalletsView },
  AllSocials: { title: () => text.allSocials, chunk: AllSocialsView },
  WhatIsAWallet: { title: () => text.whatIsAWallet, chunk: WhatIsAWalletView },
  Networks: { title: () => 'Choose Network', chunk: NetworksView },
  UnsupportedChain: { title: () => 'Switch Network', chunk: UnsupportedChainView },
  ConnectingWalletConnectBasic: { title: () => 'WalletConnect', chunk: ConnectingWalletConnectBasicView },
  ConnectingWalletConnect: { title: (data) => named(data, 'WalletConnect'), chunk: ConnectingWalletConnectView },
  ConnectingExternal: { title: (data) => named(data, 'Connect'), chunk: ConnectingExternalView },
  ConnectingSiwe: { title: () => 'Sign In', Component: NotAvailableView },
  ConnectingFarcaster: { title: () => 'Farcaster', Component: NotAvailableView },
  ApproveTransaction: { title: () => 'Approve Transaction', Component: NotAvailableView },
  SIWXSignMessage: { title: () => 'Sign In', Component: NotAvailableView },
  RegisterAccountName: { title: () => 'Choose Name', Component: NotAvailableView },
  RegisterAccountNameSuccess: { title: () => 'Name Registered', Component: NotAvailableView },
  Swap: { title: () => 'Swap', chunk: SwapView },
  EmailLogin: { title: () => 'Continue with Email', chunk: EmailViews },
  EmailVerifyOtp: { title: () => 'Confirm Email', chunk: EmailViews },
  EmailVerifyDevice: { title: () => 'Register Device', chunk: EmailViews },
  ConnectSocials: { title: () => 'Continue with a Social Account', chunk: SocialViews },
  WalletSend: { title: () => 'Send', chunk: WalletSendView },
  WalletSendPreview: { title: () => 'Review Send', chunk: WalletSendPreviewView },
  WalletReceive: { title: () => 'Receive', chunk: ReceiveView },
  OnRampProviders: { title: () => 'Buy Crypto', chunk: OnrampView },
  Transactions: { title: () => 'Activity', chunk: TransactionsView },
  Pay: { title: () => 'Pay', chunk: PayView },
};
