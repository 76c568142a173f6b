// A Wallet Standard wallet with Bitcoin's extension (`bitcoin:connect`, `bitcoin:signMessage`) in the adapter's terms.
// Such a wallet is on no network of its own: its accounts name their chains, and switching is checking it serves one.
import { base64, hex } from '@scure/base';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import { WalletRequestError } from '../walletRequestError';
import type { WalletAddress } from './providers';
import {
  type BitcoinWalletApi,
  chainNotSupported,
  malformedAnswer,
  PURPOSES,
  rethrow,
  signatureFailure,
  unsupportedMethod,
  type WalletState,
} from './walletApi';

interface BitcoinConnectFeature {
  'bitcoin:connect': { connect(input: { purposes: string[] }): Promise<{ accounts: readonly WalletAccount[] }> };
}
interface BitcoinSignMessageFeature {
  'bitcoin:signMessage': {
    signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]): Promise<readonly { signature: Uint8Array }[]>;
  };
}

/** Bytes (a Uint8Array), checked without `instanceof`: a wallet may hand over bytes made in another realm. */
const isBytes = (value: unknown): value is Uint8Array =>
  ArrayBuffer.isView(value) && (value as Uint8Array).BYTES_PER_ELEMENT === 1 && value.byteLength > 0;

const isBitcoinAccount = (account: WalletAccount) =>
  Array.isArray(account?.chains) && account.chains.some((chain) => typeof chain === 'string' && chain.startsWith('bitcoin:'));

/**
 * The addresses of `accounts` with their purpose: in the order they were asked for when the wallet answered one account
 * a purpose (as the extension says it does), else each a payment address.
 */
function toState(accounts: unknown): WalletState {
  if (!Array.isArray(accounts)) throw malformedAnswer();
  const bitcoinAccounts = (accounts as WalletAccount[]).filter(isBitcoinAccount);
  const addresses: WalletAddress[] = bitcoinAccounts.map((account, index) => {
    if (typeof account.address !== 'string') throw malformedAnswer();
    return {
      address: account.address,
      ...(isBytes(account.publicKey) && { publicKey: hex.encode(account.publicKey) }),
      purpose: bitcoinAccounts.length === PURPOSES.length ? PURPOSES[index] : 'payment',
    };
  });
  return { addresses };
}

function feature<Feature>(wallet: Wallet, name: keyof Feature): Feature[keyof Feature] | undefined {
  return (wallet.features as Partial<Feature>)[name];
}

export function walletStandardApi(wallet: Wallet): BitcoinWalletApi {
  const accountOf = (address: string) => {
    const account = wallet.accounts.find((candidate) => candidate.address === address);
    if (!account) throw new WalletRequestError(undefined, { kind: 'unauthorized' });
    return account;
  };

  return {
    async connect() {
      const connect = feature<BitcoinConnectFeature>(wallet, 'bitcoin:connect');
      if (!connect) throw unsupportedMethod();
      const { accounts } = await connect.connect({ purposes: [...PURPOSES] }).catch(rethrow);
      return toState(accounts);
    },

    // The extension's connect has no silent form: the accounts the wallet already shares with the page are its connection.
    async sync() {
      try {
        const state = toState(wallet.accounts);
        return state.addresses.length > 0 ? state : undefined;
      } catch {
        return undefined;
      }
    },

    async disconnect() {
      await feature<StandardDisconnectFeature>(wallet, 'standard:disconnect')?.disconnect().catch(rethrow);
    },

    async switchNetwork(network) {
      if (!wallet.chains.includes(network.walletStandard as `${string}:${string}`)) throw chainNotSupported();
    },

    watch({ changed }) {
      const events = feature<StandardEventsFeature>(wallet, 'standard:events');
      if (!events) return () => {};
      return events.on('change', ({ accounts }) => {
        // A change of the wallet's chains or features leaves the connection as it is.
        if (accounts === undefined) return;
        try {
          changed(toState(accounts));
        } catch {
          changed(undefined);
        }
      });
    },

    async signMessage(address, message) {
      const signMessage = feature<BitcoinSignMessageFeature>(wallet, 'bitcoin:signMessage');
      if (!signMessage) throw signatureFailure(unsupportedMethod());
      let signature: unknown;
      try {
        const [output] = await signMessage.signMessage({ account: accountOf(address), message: new TextEncoder().encode(message) });
        signature = output?.signature;
      } catch (error) {
        throw signatureFailure(error);
      }
      if (!isBytes(signature)) throw signatureFailure(malformedAnswer());
      return base64.encode(signature);
    },

    // The extension's `bitcoin:signTransaction` is still a draft: the adapter does not guess its shape.
    signPsbt: async () => {
      throw unsupportedMethod();
    },
  };
}
