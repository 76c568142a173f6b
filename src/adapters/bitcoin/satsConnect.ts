// A sats-connect provider (Xverse and the wallets that speak its interface) in the adapter's terms: `request(method,
// params)` answering JSON-RPC style `{ result }` or `{ error }`, and `addListener` for its events.
import { WalletErrorCode } from '../../errors';
import { anyValue } from '../../utils/schemas';
import { z } from '../../utils/zod';
import { WalletRequestError } from '../walletRequestError';
import { BITCOIN_NETWORKS } from './networks';
import { rpcAnswerSchema, type SatsConnectProvider, walletAddressSchema } from './providers';
import {
  type BitcoinWalletApi,
  isBase64,
  malformedAnswer,
  PURPOSES,
  rethrow,
  SILENT_ANSWER_MS,
  signatureFailure,
  type WalletState,
  withinSilence,
} from './walletApi';

/** `wallet_connect`, `getAddresses`, `wallet_getAccount` and the events: addresses and, mostly, the network. */
const addressesResultSchema = z.object({
  addresses: z.array(anyValue),
  network: z.optional(z.object({ bitcoin: z.object({ name: z.string() }) })),
});

const referenceOfName = (name: string | undefined) => BITCOIN_NETWORKS.find((network) => network.satsConnect === name)?.reference;

/** The wallet's answer read as a state; addresses of other purposes (Stacks, Spark) are dropped. */
function toState(result: unknown): WalletState {
  const parsed = addressesResultSchema.safeParse(result);
  if (!parsed.success) throw malformedAnswer();
  const addresses = parsed.data.addresses.flatMap((entry) => {
    const address = walletAddressSchema.safeParse(entry);
    if (!address.success) throw malformedAnswer();
    return (PURPOSES as readonly (string | undefined)[]).includes(address.data.purpose) ? [address.data] : [];
  });
  const network = referenceOfName(parsed.data.network?.bitcoin.name);
  return { addresses, ...(network && { network }) };
}

export function satsConnectApi(provider: SatsConnectProvider): BitcoinWalletApi {
  async function request(method: string, params: unknown): Promise<unknown> {
    const answer = rpcAnswerSchema.safeParse(await provider.request(method, params).catch(rethrow));
    if (!answer.success) throw malformedAnswer();
    if ('error' in answer.data) {
      rethrow(answer.data.error);
    }
    return (answer.data as { result: unknown }).result;
  }

  const readAccount = async () => {
    try {
      return toState(await request('wallet_getAccount', null));
    } catch {
      return undefined;
    }
  };

  return {
    async connect() {
      try {
        return toState(await request('wallet_connect', { addresses: [...PURPOSES] }));
      } catch (error) {
        // Wallets of the interface before `wallet_connect` share their addresses through `getAddresses`.
        if (!(error instanceof WalletRequestError && error.code === WalletErrorCode.methodNotFound)) throw error;
        return toState(await request('getAddresses', { purposes: [...PURPOSES] }));
      }
    },

    async sync() {
      const state = await withinSilence(readAccount(), SILENT_ANSWER_MS);
      return state && state.addresses.length > 0 ? state : undefined;
    },

    async disconnect() {
      await request('wallet_disconnect', null);
    },

    async switchNetwork(network) {
      await request('wallet_changeNetwork', { name: network.satsConnect });
    },

    watch({ changed, disconnected }) {
      if (!provider.addListener) return () => {};
      const stops = [
        ['accountChange', 'networkChange'].map((eventName) =>
          provider.addListener?.({
            eventName,
            // An event without addresses says only that something changed: the adapter asks the wallet.
            // `networkChange` names the network at its top level (`bitcoin: { name }`), the answers under `network`.
            cb: (event) => {
              const { addresses, bitcoin } = (event ?? {}) as { addresses?: unknown; bitcoin?: unknown };
              try {
                changed(addresses === undefined ? undefined : toState({ addresses, network: bitcoin && { bitcoin } }));
              } catch {
                changed(undefined);
              }
            },
          }),
        ),
        provider.addListener({ eventName: 'disconnect', cb: () => disconnected() }),
      ].flat();
      return () => {
        for (const stop of stops) if (typeof stop === 'function') stop();
      };
    },

    async signMessage(address, message) {
      let result: unknown;
      try {
        result = await request('signMessage', { address, message, protocol: 'BIP322' });
      } catch (error) {
        throw signatureFailure(error);
      }
      const signature = (result as { signature?: unknown } | undefined)?.signature;
      if (!isBase64(signature)) throw signatureFailure(malformedAnswer());
      return signature;
    },

    async signPsbt({ psbt, signInputs }) {
      const result = await request('signPsbt', { psbt, signInputs, broadcast: false });
      const signed = (result as { psbt?: unknown } | undefined)?.psbt;
      if (!isBase64(signed)) throw malformedAnswer();
      return signed;
    },
  };
}
