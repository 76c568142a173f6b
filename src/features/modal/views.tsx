import { type ComponentType, lazy } from 'react';
import { ConnectView } from '../connect/ConnectView';
import type { ViewData, ViewName } from './modalSlice';
import { NotAvailableView } from './NotAvailableView';

export interface ViewDefinition {
  title: (data: ViewData | undefined) => string;
  Component: ComponentType;
}

const named = (data: ViewData | undefined, fallback: string) => (typeof data?.name === 'string' ? data.name : fallback);

// Connect comes with the modal itself (one fetch opens the dialog with its options); every other view is a chunk
// of its own, fetched when first shown.
const AccountView = lazy(() => import('../account/AccountView').then((module) => ({ default: module.AccountView })));
const AllWalletsView = lazy(() => import('../wallets/AllWalletsView').then((module) => ({ default: module.AllWalletsView })));
const ConnectingExternalView = lazy(() =>
  import('../connect/ConnectingExternalView').then((module) => ({ default: module.ConnectingExternalView })),
);
const ConnectingWalletConnectView = lazy(() =>
  import('../connect/ConnectingWalletConnectView').then((module) => ({ default: module.ConnectingWalletConnectView })),
);
const ConnectingWalletConnectBasicView = lazy(() =>
  import('../connect/ConnectingWalletConnectBasicView').then((module) => ({ default: module.ConnectingWalletConnectBasicView })),
);
const NetworksView = lazy(() => import('../chain/NetworksView').then((module) => ({ default: module.NetworksView })));
const UnsupportedChainView = lazy(() => import('../chain/NetworksView').then((module) => ({ default: module.UnsupportedChainView })));
// Feature views (SPEC §2): each feature is one chunk.
const EmailViews = lazy(() => import('../email/EmailViews'));
const SocialViews = lazy(() => import('../socials/SocialViews'));
const SwapView = lazy(() => import('../swaps/SwapView'));
const WalletSendView = lazy(() => import('../send/SendViews').then((module) => ({ default: module.WalletSendView })));
const WalletSendPreviewView = lazy(() => import('../send/SendViews').then((module) => ({ default: module.WalletSendPreviewView })));
const ReceiveView = lazy(() => import('../receive/ReceiveView'));
const OnrampView = lazy(() => import('../onramp/OnrampView'));
const TransactionsView = lazy(() => import('../history/TransactionsView'));
const PayView = lazy(() => import('../pay/PayView'));

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
