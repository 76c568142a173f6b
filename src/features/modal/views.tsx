import { type ComponentType, lazy } from 'react';
import { ConnectView } from '../connect/ConnectView';
import type { ViewData, ViewName } from './modalSlice';
import { NotAvailableView } from './NotAvailableView';

export interface ViewDefinition {
  title: (data: ViewData | undefined) => string;
  Component: ComponentType;
}

const named = (data: ViewData | undefined, fallback: string) => (typeof data?.name === 'string' ? data.name : fallback);

// Connect is in the first load so the modal opens with its options at once; every other view is a
// chunk of its own, fetched when first shown.
const AccountView = lazy(() => import('../account/AccountView').then((module) => ({ default: module.AccountView })));
const AllWalletsView = lazy(() => import('../wallets/AllWalletsView').then((module) => ({ default: module.AllWalletsView })));
const NetworksView = lazy(() => import('../chain/NetworksView').then((module) => ({ default: module.NetworksView })));
const UnsupportedChainView = lazy(() => import('../chain/NetworksView').then((module) => ({ default: module.UnsupportedChainView })));

/** Every view of SPEC §2 and the feature views, with the title that names the dialog. */
export const VIEW_DEFINITIONS: Record<ViewName, ViewDefinition> = {
  Connect: { title: () => 'Connect Wallet', Component: ConnectView },
  Account: { title: () => 'Account', Component: AccountView },
  AllWallets: { title: () => 'All Wallets', Component: AllWalletsView },
  Networks: { title: () => 'Choose Network', Component: NetworksView },
  UnsupportedChain: { title: () => 'Switch Network', Component: UnsupportedChainView },
  ConnectingWalletConnectBasic: { title: () => 'All Wallets', Component: NotAvailableView },
  ConnectingWalletConnect: { title: (data) => named(data, 'WalletConnect'), Component: NotAvailableView },
  ConnectingExternal: { title: (data) => named(data, 'Connect'), Component: NotAvailableView },
  ConnectingSiwe: { title: () => 'Sign In', Component: NotAvailableView },
  ConnectingFarcaster: { title: () => 'Farcaster', Component: NotAvailableView },
  ApproveTransaction: { title: () => 'Approve Transaction', Component: NotAvailableView },
  SIWXSignMessage: { title: () => 'Sign In', Component: NotAvailableView },
  RegisterAccountName: { title: () => 'Choose Name', Component: NotAvailableView },
  RegisterAccountNameSuccess: { title: () => 'Name Registered', Component: NotAvailableView },
  Swap: { title: () => 'Swap', Component: NotAvailableView },
  EmailLogin: { title: () => 'Continue with Email', Component: NotAvailableView },
  EmailVerifyOtp: { title: () => 'Confirm Email', Component: NotAvailableView },
  EmailVerifyDevice: { title: () => 'Register Device', Component: NotAvailableView },
  ConnectSocials: { title: () => 'Continue with a Social Account', Component: NotAvailableView },
  WalletSend: { title: () => 'Send', Component: NotAvailableView },
  WalletSendPreview: { title: () => 'Review Send', Component: NotAvailableView },
  WalletReceive: { title: () => 'Receive', Component: NotAvailableView },
  OnRampProviders: { title: () => 'Buy Crypto', Component: NotAvailableView },
  Transactions: { title: () => 'Activity', Component: NotAvailableView },
  Pay: { title: () => 'Pay', Component: NotAvailableView },
};
