import type { ComponentType } from 'react';
import { ConnectView } from '../connect/ConnectView';
import { lazyView } from './lazyView';
import type { ViewData, ViewName } from './modalSlice';
import { NotAvailableView } from './NotAvailableView';

export interface ViewDefinition {
  title: (data: ViewData | undefined) => string;
  Component: ComponentType;
}

const named = (data: ViewData | undefined, fallback: string) => (typeof data?.name === 'string' ? data.name : fallback);

// Connect comes with the modal itself (one fetch opens the dialog with its options); every other view is a chunk
// of its own, fetched when first shown.
const AccountView = lazyView(() => import('../account/AccountView').then((module) => module.AccountView));
const AllWalletsView = lazyView(() => import('../wallets/AllWalletsView').then((module) => module.AllWalletsView));
const ConnectingExternalView = lazyView(() => import('../connect/ConnectingExternalView').then((module) => module.ConnectingExternalView));
const ConnectingWalletConnectView = lazyView(() =>
  import('../connect/ConnectingWalletConnectView').then((module) => module.ConnectingWalletConnectView),
);
const ConnectingWalletConnectBasicView = lazyView(() =>
  import('../connect/ConnectingWalletConnectBasicView').then((module) => module.ConnectingWalletConnectBasicView),
);
const NetworksView = lazyView(() => import('../chain/NetworksView').then((module) => module.NetworksView));
const UnsupportedChainView = lazyView(() => import('../chain/NetworksView').then((module) => module.UnsupportedChainView));
// Feature views (SPEC §2): each feature is one chunk.
const EmailViews = lazyView(() => import('../email/EmailViews').then((module) => module.default));
const SocialViews = lazyView(() => import('../socials/SocialViews').then((module) => module.default));
const SwapView = lazyView(() => import('../swaps/SwapView').then((module) => module.default));
const WalletSendView = lazyView(() => import('../send/SendViews').then((module) => module.WalletSendView));
const WalletSendPreviewView = lazyView(() => import('../send/SendViews').then((module) => module.WalletSendPreviewView));
const ReceiveView = lazyView(() => import('../receive/ReceiveView').then((module) => module.default));
const OnrampView = lazyView(() => import('../onramp/OnrampView').then((module) => module.default));
const TransactionsView = lazyView(() => import('../history/TransactionsView').then((module) => module.default));
const PayView = lazyView(() => import('../pay/PayView').then((module) => module.default));

/** Every view of SPEC §2 and the feature views, with the title that names the dialog. */
export const VIEW_DEFINITIONS: Record<ViewName, ViewDefinition> = {
  Connect: { title: () => 'Connect Wallet', Component: ConnectView },
  Account: { title: () => 'Account', Component: AccountView },
  AllWallets: { title: () => 'All Wallets', Component: AllWalletsView },
  Networks: { title: () => 'Choose Network', Component: NetworksView },
  UnsupportedChain: { title: () => 'Switch Network', Component: UnsupportedChainView },
  ConnectingWalletConnectBasic: { title: () => 'WalletConnect', Component: ConnectingWalletConnectBasicView },
  ConnectingWalletConnect: { title: (data) => named(data, 'WalletConnect'), Component: ConnectingWalletConnectView },
  ConnectingExternal: { title: (data) => named(data, 'Connect'), Component: ConnectingExternalView },
  ConnectingSiwe: { title: () => 'Sign In', Component: NotAvailableView },
  ConnectingFarcaster: { title: () => 'Farcaster', Component: NotAvailableView },
  ApproveTransaction: { title: () => 'Approve Transaction', Component: NotAvailableView },
  SIWXSignMessage: { title: () => 'Sign In', Component: NotAvailableView },
  RegisterAccountName: { title: () => 'Choose Name', Component: NotAvailableView },
  RegisterAccountNameSuccess: { title: () => 'Name Registered', Component: NotAvailableView },
  Swap: { title: () => 'Swap', Component: SwapView },
  EmailLogin: { title: () => 'Continue with Email', Component: EmailViews },
  EmailVerifyOtp: { title: () => 'Confirm Email', Component: EmailViews },
  EmailVerifyDevice: { title: () => 'Register Device', Component: EmailViews },
  ConnectSocials: { title: () => 'Continue with a Social Account', Component: SocialViews },
  WalletSend: { title: () => 'Send', Component: WalletSendView },
  WalletSendPreview: { title: () => 'Review Send', Component: WalletSendPreviewView },
  WalletReceive: { title: () => 'Receive', Component: ReceiveView },
  OnRampProviders: { title: () => 'Buy Crypto', Component: OnrampView },
  Transactions: { title: () => 'Activity', Component: TransactionsView },
  Pay: { title: () => 'Pay', Component: PayView },
};
