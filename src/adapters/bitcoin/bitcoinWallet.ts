import { ErrorText } from '../../errors';
import type { AccountRecord } from '../../model/account';
import type { ChainAdapter, DiscoveredConnector, SessionEvents, WalletSession } from '../types';
import { WalletRequestError } from '../walletRequestError';
import { isNetworkAddress } from './address';
import { bitcoinFamily } from './family';
import { bitcoinNetworkOf } from './networks';
import type { BitcoinProvider } from './providers';
import { satsConnectApi } from './satsConnect';
import { unisatApi } from './unisat';
import { type BitcoinWalletApi, chainNotSupported, rethrow, type SignPsbtRequest, type WalletState } from './walletApi';
import { walletStandardApi } from './walletStandard';

/** What the Bitcoin adapter does once a wallet is involved: the contract's wallet methods, and PSBT signing. */
export type BitcoinWalletMethods = Required<
  Pick<ChainAdapter, 'connect' | 'syncConnection' | 'disconnect' | 'switchNetwork' | 'watchSession' | 'signMessage'>
> & {
  /**
   * Has the wallet sign `request.psbt` (base64; the inputs `signInputs` names, by address) without broadcasting it, and
   * resolves with the signed PSBT once it is checked: the same transaction, each named input signed.
   */
  signPsbt(connector: DiscoveredConnector, request: SignPsbtRequest): Promise<string>;
};

const APIS = new WeakMap<object, BitcoinWalletApi>();

/** The wallet behind `connector` in the adapter's terms, made once a wallet. */
async function apiOf(connector: DiscoveredConnector): Promise<BitcoinWalletApi> {
  const provider = (await connector.getProvider()) as BitcoinProvider;
  const target = provider.kind === 'walletStandard' ? provider.wallet : provider.provider;
  let api = APIS.get(target);
  if (!api) {
    api =
      provider.kind === 'satsConnect'
        ? satsConnectApi(provider.provider)
        : provider.kind === 'unisat'
          ? unisatApi(provider.provider)
          : walletStandardApi(provider.wallet);
    APIS.set(target, api);
  }
  return api;
}

/** A compressed (33-byte) or x-only (32-byte) public key in hex, as wallets share them. */
const PUBLIC_KEY = /^(0[23])?[0-9a-fA-F]{64}$/;

const malformedAccounts = () =>
  new WalletRequestError(ErrorText.malformedAccounts, { kind: 'malformedAnswer', notice: { key: 'error.malformedAccounts' } });

/**
 * The wallet's addresses as account records: payment first (`payment`, the account in use), ordinals after (`eoa`: the
 * account record has no type of its own for them), one record an address. Each must be an address of the network the
 * wallet says it is on, its public key well-formed: otherwise the whole answer is malformed.
 */
function toAccounts({ addresses, network }: WalletState): AccountRecord[] {
  const records: AccountRecord[] = [];
  for (const purpose of ['payment', 'ordinals']) {
    for (const { address, publicKey } of addresses.filter((entry) => entry.purpose === purpose)) {
      if (!isNetworkAddress(address, network) || (publicKey !== undefined && !PUBLIC_KEY.test(publicKey))) throw malformedAccounts();
      const normal = bitcoinFamily.normalAddress(address);
      if (records.some((record) => record.address === normal)) continue;
      records.push({
        namespace: 'bip122',
        address: normal,
        type: purpose === 'payment' ? 'payment' : 'eoa',
        ...(publicKey !== undefined && { publicKey: publicKey.toLowerCase() }),
      });
    }
  }
  return records;
}

function toSession(state: WalletState): WalletSession | undefined {
  const accounts = toAccounts(state);
  if (accounts.length === 0) return undefined;
  return { accounts, ...(state.network !== undefined && { chainId: state.network }) };
}

/**
 * The Bitcoin adapter's wallet methods over sats-connect, Unisat and Wallet Standard wallets. A module of its own,
 * loaded when a wallet is first connected or restored (see bitcoinAdapter.ts).
 */
export function createBitcoinWalletMethods(onInvalidInput: (reason: string) => void): BitcoinWalletMethods {
  return {
    async connect(connector) {
      const session = toSession(await (await apiOf(connector)).connect());
      if (!session) throw new WalletRequestError(ErrorText.noAccountsShared, { notice: { key: 'error.noAccountsShared' } });
      return session;
    },

    async syncConnection(connector) {
      const state = await (await apiOf(connector)).sync();
      if (!state) return undefined;
      try {
        return toSession(state);
      } catch {
        onInvalidInput('A Bitcoin wallet restored with malformed accounts was ignored');
        return undefined;
      }
    },

    async disconnect(connector) {
      await (await apiOf(connector)).disconnect().catch(rethrow);
    },

    async switchNetwork(connector, network) {
      const known = bitcoinNetworkOf(network.id);
      if (!known) throw chainNotSupported();
      await (await apiOf(connector)).switchNetwork(known);
    },

    async watchSession(connector, events: SessionEvents) {
      const api = await apiOf(connector);
      // The network the connection is on now: a change is only what differs from it.
      let network = (await api.sync().catch(() => undefined))?.network;
      const report = (state: WalletState | undefined) => {
        let session: WalletSession | undefined;
        try {
          session = state && toSession(state);
        } catch {
          onInvalidInput('A Bitcoin wallet event with malformed accounts was ignored');
          return;
        }
        if (!session) {
          events.disconnected();
          return;
        }
        if (session.chainId !== undefined && session.chainId !== network) {
          network = String(session.chainId);
          events.chainChanged(network);
        }
        events.accountsChanged(session.accounts);
      };
      return api.watch({
        changed: (state) => {
          if (state) report(state);
          else api.sync().then(report, () => onInvalidInput('A Bitcoin wallet did not answer after an event'));
        },
        disconnected: () => events.disconnected(),
      });
    },

    async signMessage(connector, { address, message }) {
      return (await apiOf(connector)).signMessage(address, message);
    },

    async signPsbt(connector, request) {
      const signed = await (await apiOf(connector)).signPsbt(request);
      // The PSBT parser (most of @scure/btc-signer) loads with the first PSBT, not with every connection.
      await (await import('./psbt')).checkSignedPsbt(request, signed);
      return signed;
    },
  };
}
