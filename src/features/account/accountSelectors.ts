import type { NativeBalance } from '../../adapters/types';
import type { Balance } from '../../model/balance';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetworkSupports } from '../../store/slices/chainSlice';
import type { WalletModalState } from '../../store/types';

/** The account's name and avatar, as its identity and names answers give them. */
export interface Profile {
  name: string | undefined;
  image: string | undefined;
}

/**
 * Readers of the active account's answers in RTK Query's cache (`accountAnswers.ts`). RTK Query is not in the host's
 * first load: the readers join with the account effects that ask for the answers, and until then the cache holds none.
 */
export interface AccountAnswerReaders {
  /** The native balance; 0 when the read failed (docs/behaviour.md#account). */
  selectNativeBalance(state: WalletModalState): NativeBalance | undefined;
  /** The native balance as shown, formatted (0.00 on a testnet). */
  selectBalanceText(state: WalletModalState): string | undefined;
  selectProfile(state: WalletModalState): Profile | undefined;
  selectTokenBalances(state: WalletModalState): readonly Balance[] | undefined;
}

let readers: AccountAnswerReaders | undefined;

/** Called once by `accountAnswers.ts` as it loads. */
export function accountAnswersJoined(loaded: AccountAnswerReaders) {
  readers = loaded;
}

/** The active account's native balance on the active network; undefined until it is read. */
export const selectActiveNativeBalance = (state: WalletModalState) => readers?.selectNativeBalance(state);

/** The active account's name and avatar, once read (eip155 only). */
export const selectActiveProfile = (state: WalletModalState) => readers?.selectProfile(state);

/** The active account's tokens on the active network (docs/behaviour.md#account); undefined until they are read. */
export const selectActiveTokenBalances = (state: WalletModalState) => readers?.selectTokenBalances(state);

/**
 * Who the active account is and with which wallet, without its balances: compare with `shallowEqual`, so a balance update does not
 * re-render what shows only the name, avatar or address.
 */
export function selectActiveAccountCard(state: WalletModalState) {
  const account = selectActiveAccount(state);
  const profile = selectActiveProfile(state);
  return {
    address: account?.address,
    name: profile?.name,
    image: profile?.image,
    explorerUrl: account?.addressExplorerUrl,
    /** The wallet in use, as it describes itself (docs/behaviour.md#account). */
    wallet: account?.connectedWalletInfo,
  };
}

/** Whether the active network's family reads balances: without, no balance is asked for or shown. */
export function selectActiveNetworkHasBalance(state: WalletModalState): boolean {
  return selectActiveNetworkSupports(state, 'balance');
}

/** The active account's native balance as shown (0.00 on a testnet); undefined until it is read. */
export const selectActiveBalanceText = (state: WalletModalState) => readers?.selectBalanceText(state);
