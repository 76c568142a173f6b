import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace, SocialProvider } from '../../constants';
import type { AccountRecord, AccountStatus, AccountType, ConnectedWalletInfo, EmbeddedWalletUser } from '../../model/account';
import type { CaipAddress } from '../../utils/caip';

/**
 * The Account state (docs/behaviour.md#account), one per namespace: what the client owns. Its balances, tokens, name and
 * avatar are server answers, read from RTK Query's cache (features/account/accountSelectors.ts).
 */
export interface AccountState {
  caipAddress: CaipAddress | undefined;
  address: string | undefined;
  status: AccountStatus;
  user: EmbeddedWalletUser | undefined;
  addressExplorerUrl: string | undefined;
  smartAccountDeployed: boolean;
  /** Index of the open Account tab: 0 Tokens, 1 NFTs, 2 Activity. */
  currentTab: number;
  allAccounts: AccountRecord[];
  socialProvider: SocialProvider | undefined;
  farcasterUrl: string | undefined;
  connectedWalletInfo: ConnectedWalletInfo | undefined;
}

export interface AccountSliceState {
  byNamespace: Partial<Record<ChainNamespace, AccountState>>;
  /** The account type each namespace prefers (docs/behaviour.md#account), shared by all its accounts. */
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>>;
}

export function emptyAccount(): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    status: 'disconnected',
    user: undefined,
    addressExplorerUrl: undefined,
    smartAccountDeployed: false,
    currentTab: 0,
    allAccounts: [],
    socialProvider: undefined,
    farcasterUrl: undefined,
    connectedWalletInfo: undefined,
  };
}

type NamespacePayload<T> = PayloadAction<{ namespace: ChainNamespace } & T>;

function accountOf(state: AccountSliceState, namespace: ChainNamespace): AccountState {
  const account = state.byNamespace[namespace] ?? emptyAccount();
  state.byNamespace[namespace] = account;
  return account;
}

export const accountSlice = createSlice({
  name: 'account',
  initialState: (): AccountSliceState => ({
    byNamespace: {},
    // Each installed family's own default; a namespace without a family has no account type to prefer.
    preferredAccountTypes: {},
  }),
  reducers: {
    addressChanged(
      state,
      action: NamespacePayload<{ caipAddress: CaipAddress; addressExplorerUrl?: string; allAccounts?: AccountRecord[] }>,
    ) {
      const { namespace, caipAddress, addressExplorerUrl, allAccounts } = action.payload;
      const account = accountOf(state, namespace);
      account.caipAddress = caipAddress;
      account.address = caipAddress.split(':')[2];
      account.status = 'connected';
      account.addressExplorerUrl = addressExplorerUrl;
      if (allAccounts) account.allAccounts = allAccounts;
    },
    /** The wallet in use on the namespace, as the account view and the button show it. */
    connectedWalletChanged(state, action: NamespacePayload<{ info: ConnectedWalletInfo | undefined }>) {
      accountOf(state, action.payload.namespace).connectedWalletInfo = action.payload.info;
    },
    /** The embedded wallet's user on the namespace (docs/behaviour.md#embedded-wallet). */
    userChanged(state, action: NamespacePayload<{ user: EmbeddedWalletUser }>) {
      accountOf(state, action.payload.namespace).user = action.payload.user;
    },
    tabSelected(state, action: NamespacePayload<{ tab: number }>) {
      const account = accountOf(state, action.payload.namespace);
      account.currentTab = action.payload.tab;
    },
    /**
     * Disconnect (docs/behaviour.md#sessions): clears address, smart-account info, provider, user, status and wallet info. The tab and the preferred account type survive.
     */
    accountCleared(state, action: PayloadAction<ChainNamespace>) {
      const account = state.byNamespace[action.payload];
      if (!account) return;
      state.byNamespace[action.payload] = { ...emptyAccount(), currentTab: account.currentTab };
    },
  },
});

/** Something changed the balance (a transfer, a new block the host saw): read it again. */
export const balanceRefreshRequested = createAction('account/balanceRefreshRequested');

export const { addressChanged, connectedWalletChanged, userChanged, tabSelected, accountCleared } = accountSlice.actions;

/** The wallet in use on the active namespace (its name, icon, catalogue id), if one is connected. */
export const selectConnectedWallet = (state: Parameters<typeof selectActiveAccount>[0]) => selectActiveAccount(state)?.connectedWalletInfo;

/** The account of the active namespace, if any. */
export const selectActiveAccount = (state: { account: AccountSliceState; chain: { activeNamespace: ChainNamespace | undefined } }) =>
  state.chain.activeNamespace ? state.account.byNamespace[state.chain.activeNamespace] : undefined;
