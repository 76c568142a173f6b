// The cosmos namespace in the modal's WalletConnect session: what the proposal asks for, and the session seen as a
// Keplr-style wallet, so the adapter's methods serve a phone wallet as they serve one of the page (the same key checks,
// the same ADR-036 verification). Loaded with the session, not in the first load.
import { WalletErrorCode } from '../../errors';
import { fromBase64 } from '../../utils/base64';
import { z } from '../../utils/zod';
import type { WalletConnectClient, WalletConnectParticipation } from '../walletConnect/session';
import type { CosmosProvider } from './cosmosWallet';
import type { KeplrStyleWallet } from './discovery';
import { decodeCosmosAddress } from './family';

/** The WalletConnect methods of the cosmos namespace (docs/behaviour.md#other-chain-families). */
const METHODS = { getAccounts: 'cosmos_getAccounts', signDirect: 'cosmos_signDirect', signAmino: 'cosmos_signAmino' } as const;

/** `cosmos_getAccounts`' answer: each account's bech32 address and its public key in base64. */
const accountsAnswerSchema = z.array(z.object({ algo: z.string(), address: z.string(), pubkey: z.string() }));
/** `cosmos_signAmino`'s answer: the `StdSignature` (checked by the adapter against the document it sent). */
const signAminoAnswerSchema = z.object({ signature: z.unknown() });

const walletError = (code: number, message: string) => Object.assign(new Error(message), { code });

/** Sends `method`; WalletConnect's 5000 refusal is the user's no, which the adapter reads as 4001. */
async function ask(client: WalletConnectClient, chain: string, method: string, params: object): Promise<unknown> {
  try {
    return await client.request(chain, method, params);
  } catch (error) {
    const code = (error as { code?: unknown } | undefined)?.code;
    throw code === WalletErrorCode.default ? walletError(WalletErrorCode.userRejected, 'Request rejected') : error;
  }
}

/**
 * The session as a Keplr-style wallet. `enable(chainId)` pairs when there is no session and otherwise only checks that
 * it grants the chain; `getKey` is the session's account on the chain with its public key from `cosmos_getAccounts`
 * (asked once an account: a key does not change); `signArbitrary` is ADR-036's document sent to `cosmos_signAmino`, whose
 * signature the adapter verifies against the document it made. The session's updates and its end are its keystore events.
 */
function walletConnectCosmosWallet(client: WalletConnectClient): CosmosProvider {
  const keys = new Map<string, Promise<unknown>>();
  /** The session's account on `chainId`: the first it grants there. */
  const accountOn = (chainId: string) =>
    client
      .accounts('cosmos')
      .find((account) => account.startsWith(`cosmos:${chainId}:`))
      ?.slice(`cosmos:${chainId}:`.length);
  function requireAccount(chainId: string): string {
    const address = accountOn(chainId);
    if (address === undefined) throw walletError(WalletErrorCode.chainDisconnected, `The session grants no account on ${chainId}`);
    return address;
  }

  async function readKey(chainId: string, address: string): Promise<unknown> {
    const answer = accountsAnswerSchema.safeParse(await ask(client, `cosmos:${chainId}`, METHODS.getAccounts, {}));
    const entry = answer.success ? answer.data.find((account) => account.address === address) : undefined;
    const decoded = entry && decodeCosmosAddress(entry.address);
    if (!entry || !decoded) return undefined;
    let pubKey: Uint8Array;
    try {
      pubKey = fromBase64(entry.pubkey);
    } catch {
      return undefined;
    }
    // Keplr's `getKey` form; the adapter checks it as it checks Keplr's (an undefined one is malformed).
    return { algo: entry.algo, pubKey, address: decoded.bytes, bech32Address: entry.address };
  }

  const wallet: KeplrStyleWallet = {
    async enable(chainIds) {
      if (!client.hasSession()) await client.pair();
      for (const chainId of typeof chainIds === 'string' ? [chainIds] : chainIds) requireAccount(chainId);
    },
    getKey(chainId) {
      const address = requireAccount(chainId);
      let key = keys.get(address);
      if (!key) {
        key = readKey(chainId, address);
        keys.set(address, key);
        // A failed read is asked again next time.
        key.catch(() => keys.delete(address));
      }
      return key;
    },
    async signArbitrary(chainId, signer, data) {
      if (!client.methods('cosmos').includes(METHODS.signAmino)) {
        throw walletError(WalletErrorCode.unsupportedMethod, 'The session does not grant cosmos_signAmino');
      }
      requireAccount(chainId);
      // @cosmjs/amino loads with the first signature, not with the session.
      const { adr036SignDoc } = await import('./adr036');
      const answer = signAminoAnswerSchema.safeParse(
        await ask(client, `cosmos:${chainId}`, METHODS.signAmino, { signerAddress: signer, signDoc: adr036SignDoc(signer, data) }),
      );
      return answer.success ? answer.data.signature : undefined;
    },
  };

  return {
    wallet,
    keystoreEvent: 'session_update',
    onKeystoreChange(listener) {
      // Updates of other namespaces leave the cosmos account as it is: no change then.
      let seen = client.accounts('cosmos').join();
      const updated = () => {
        const next = client.accounts('cosmos').join();
        if (next === seen) return;
        seen = next;
        listener();
      };
      client.on('session_update', updated);
      client.on('session_delete', listener);
      return () => {
        client.removeListener('session_update', updated);
        client.removeListener('session_delete', listener);
      };
    },
  };
}

/** The cosmos namespace in the modal's WalletConnect session: what the proposal asks, and the session as a Keplr-style wallet. */
export const cosmosWalletConnect: WalletConnectParticipation = {
  methods: Object.values(METHODS),
  events: [],
  provider: walletConnectCosmosWallet,
};
