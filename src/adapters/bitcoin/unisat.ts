// A Unisat-style `window.unisat` in the adapter's terms: one account (its payment address, which also holds ordinals),
// its public key, the chain it is on, and its events.
import { base64, hex } from '@scure/base';
import { z } from '../../utils/zod';
import { bitcoinAddressPrefix } from './family';
import { BITCOIN_NETWORKS, type BitcoinNetwork } from './networks';
import type { UnisatProvider } from './providers';
import {
  type BitcoinWalletApi,
  chainNotSupported,
  isBase64,
  malformedAnswer,
  rethrow,
  SILENT_ANSWER_MS,
  signatureFailure,
  unsupportedMethod,
  type WalletState,
  withinSilence,
} from './walletApi';

const accountsSchema = z.array(z.string());
const chainSchema = z.object({ enum: z.string() });

/** Unisat's older network names: only mainnet and its testnet have one. */
const LEGACY_NETWORK_NAMES: Readonly<Record<string, string>> = { livenet: 'Mainnet', testnet: 'Testnet' };

const isHex = (value: unknown): value is string => typeof value === 'string' && /^([0-9a-fA-F]{2})+$/.test(value);

export function unisatApi(unisat: UnisatProvider): BitcoinWalletApi {
  /** The CAIP-2 reference of the chain the wallet is on: `getChain` where it has it, else `getNetwork`. */
  async function networkReference(): Promise<string | undefined> {
    if (unisat.getChain) {
      const chain = chainSchema.safeParse(await unisat.getChain().catch(() => undefined));
      if (chain.success) return BITCOIN_NETWORKS.find((network) => network.unisat === chain.data.enum)?.reference;
    }
    const name = unisat.getNetwork ? await unisat.getNetwork().catch(() => undefined) : undefined;
    const satsConnectName = typeof name === 'string' ? LEGACY_NETWORK_NAMES[name] : undefined;
    return BITCOIN_NETWORKS.find((network) => network.satsConnect === satsConnectName)?.reference;
  }

  /** The state of `accounts` (what `requestAccounts`, `getAccounts` or the event answered): its first, with the key. */
  async function stateOf(accounts: unknown): Promise<WalletState> {
    const parsed = accountsSchema.safeParse(accounts);
    if (!parsed.success) throw malformedAnswer();
    const [address] = parsed.data;
    if (address === undefined) return { addresses: [] };
    const publicKey = await unisat.getPublicKey().catch(rethrow);
    if (!isHex(publicKey)) throw malformedAnswer();
    const network = await networkReference();
    return { addresses: [{ address, publicKey, purpose: 'payment' }], ...(network && { network }) };
  }

  return {
    connect: async () => stateOf(await unisat.requestAccounts().catch(rethrow)),

    async sync() {
      const read = async () => {
        try {
          return await stateOf(await unisat.getAccounts());
        } catch {
          return undefined;
        }
      };
      const state = await withinSilence(read(), SILENT_ANSWER_MS);
      return state && state.addresses.length > 0 ? state : undefined;
    },

    // Unisat keeps the site's permission until the user revokes it in the wallet: there is nothing to ask.
    disconnect: async () => {},

    async switchNetwork(network: BitcoinNetwork) {
      if (unisat.switchChain && network.unisat) {
        await unisat.switchChain(network.unisat).catch(rethrow);
        return;
      }
      const legacyName = Object.keys(LEGACY_NETWORK_NAMES).find((name) => LEGACY_NETWORK_NAMES[name] === network.satsConnect);
      if (!unisat.switchNetwork || legacyName === undefined) throw chainNotSupported();
      await unisat.switchNetwork(legacyName).catch(rethrow);
    },

    watch({ changed, disconnected }) {
      const { on, removeListener } = unisat;
      if (!on) return () => {};
      const onAccounts = (accounts: unknown) => {
        stateOf(accounts).then(
          (state) => (state.addresses.length === 0 ? disconnected() : changed(state)),
          () => changed(undefined),
        );
      };
      const onNetwork = () => changed(undefined);
      on.call(unisat, 'accountsChanged', onAccounts);
      on.call(unisat, 'networkChanged', onNetwork);
      return () => {
        removeListener?.call(unisat, 'accountsChanged', onAccounts);
        removeListener?.call(unisat, 'networkChanged', onNetwork);
      };
    },

    async signMessage(address, message) {
      // Legacy addresses (P2PKH, P2SH) sign the BIP-137 way; segwit ones with BIP-322's simple signature.
      const prefix = bitcoinAddressPrefix(address);
      const legacy = prefix !== undefined && 'base58Version' in prefix;
      let signature: unknown;
      try {
        signature = await unisat.signMessage(message, legacy ? 'ecdsa' : 'bip322-simple');
      } catch (error) {
        throw signatureFailure(error);
      }
      if (!isBase64(signature)) throw signatureFailure(malformedAnswer());
      return signature;
    },

    async signPsbt({ psbt, signInputs }) {
      if (!unisat.signPsbt) throw unsupportedMethod();
      const toSignInputs = Object.entries(signInputs).flatMap(([address, indexes]) => indexes.map((index) => ({ index, address })));
      // Unisat takes and answers PSBTs in hex.
      const signed = await unisat.signPsbt(hex.encode(base64.decode(psbt)), { autoFinalized: false, toSignInputs }).catch(rethrow);
      if (!isHex(signed)) throw malformedAnswer();
      return base64.encode(hex.decode(signed.toLowerCase()));
    },
  };
}
