// The bip122 namespace in the modal's WalletConnect session: what the proposal asks for, and the session seen as a
// sats-connect provider, so the adapter's methods serve a phone wallet as they serve a wallet of the page (the same
// checks of addresses, signatures and PSBTs). Loaded with the session, not in the first load.
import { ErrorText, WalletErrorCode } from '../../errors';
import { z } from '../../utils/zod';
import type { WalletConnectClient, WalletConnectParticipation } from '../walletConnect/session';
import { WalletRequestError } from '../walletRequestError';
import { BITCOIN_NETWORKS } from './networks';
import type { BitcoinProvider, SatsConnectProvider } from './providers';

/** The WalletConnect methods of the bip122 namespace the adapter sends (docs/behaviour.md#other-chain-families). */
const METHODS = { signMessage: 'signMessage', signPsbt: 'signPsbt' } as const;

/** `signMessage`'s answer: the signing address and the signature in base64 (BIP-322 simple, or legacy BIP-137). */
const signatureAnswerSchema = z.object({ address: z.optional(z.string()), signature: z.string() });
/** `signPsbt`'s answer: the PSBT signed (base64); no txid, as the adapter never asks the wallet to broadcast. */
const psbtAnswerSchema = z.object({ psbt: z.string() });

const signatureUnverified = () =>
  new WalletRequestError(ErrorText.signMessageFailed, { kind: 'malformedAnswer', notice: { key: 'error.signMessageFailed' } });

type Answer = { result: unknown } | { error: { code: number; message: string } };
const error = (code: number, message: string): Answer => ({ error: { code, message } });

/** The session's bip122 accounts by CAIP-2 chain, in the wallet's order. */
function accountsByChain(client: WalletConnectClient): Map<string, string[]> {
  const byChain = new Map<string, string[]>();
  for (const account of client.accounts('bip122')) {
    const [namespace, reference, address] = account.split(':');
    if (!reference || !address) continue;
    const chain = `${namespace}:${reference}`;
    byChain.set(chain, [...(byChain.get(chain) ?? []), address]);
  }
  return byChain;
}

/**
 * The session's bip122 namespace as a sats-connect provider. Its accounts are the session's on one of its chains (the
 * first granted, until `wallet_changeNetwork` picks another it grants), each a payment address: a session names no
 * purpose and no public key. `signMessage` and `signPsbt` are WalletConnect's, addressed to that chain; a signature is
 * verified (BIP-322, or BIP-137) before the adapter gets it, as the wallet is a remote one. Every answer is JSON-RPC
 * style, as a sats-connect provider's.
 */
function walletConnectBitcoinProvider(client: WalletConnectClient): BitcoinProvider {
  let chosen: string | undefined;
  const networkListeners = new Set<(event: unknown) => void>();

  /** The chain the connection is on: the one picked while the session grants it, else the first granted. */
  function chainOf(): [string, string[]] | undefined {
    const byChain = accountsByChain(client);
    const picked = chosen !== undefined ? byChain.get(chosen) : undefined;
    if (chosen !== undefined && picked) return [chosen, picked];
    const first = [...byChain][0];
    chosen = first?.[0];
    return first;
  }

  function account() {
    const [chain, addresses] = chainOf() ?? ['', []];
    const network = BITCOIN_NETWORKS.find((known) => `bip122:${known.reference}` === chain);
    return {
      addresses: addresses.map((address) => ({ address, purpose: 'payment' })),
      ...(network && { network: { bitcoin: { name: network.satsConnect } } }),
    };
  }

  /** Sends `method` to the wallet; WalletConnect's 5000 refusal is the user's no, which the adapter reads as 4001. */
  async function ask(method: string, params: object): Promise<Answer> {
    const [chain] = chainOf() ?? [];
    if (chain === undefined) return error(WalletErrorCode.unauthorized, 'The session grants no Bitcoin account');
    try {
      return { result: await client.request(chain, method, params) };
    } catch (failure) {
      const { code, message } = (failure ?? {}) as { code?: unknown; message?: unknown };
      return error(
        code === WalletErrorCode.default ? WalletErrorCode.userRejected : typeof code === 'number' ? code : -32603,
        typeof message === 'string' ? message : 'Request failed',
      );
    }
  }

  async function signMessage(params: unknown): Promise<Answer> {
    const { address, message } = (params ?? {}) as { address?: unknown; message?: unknown };
    if (typeof address !== 'string' || typeof message !== 'string')
      return error(WalletErrorCode.invalidParams, 'Expected an address and a message');
    const answer = await ask(METHODS.signMessage, { account: address, address, message, protocol: 'bip322' });
    if ('error' in answer) return answer;
    const parsed = signatureAnswerSchema.safeParse(answer.result);
    if (!parsed.success) throw signatureUnverified();
    // Loaded with the first signature, not with the session.
    const { verifyMessageSignature } = await import('./messageSignature');
    if (!(await verifyMessageSignature(address, message, parsed.data.signature))) throw signatureUnverified();
    return { result: { signature: parsed.data.signature } };
  }

  /** sats-connect's `{ address: inputs }` as WalletConnect's list of `{ address, index }`. */
  async function signPsbt(params: unknown): Promise<Answer> {
    const { psbt, signInputs } = (params ?? {}) as { psbt?: unknown; signInputs?: Record<string, number[]> };
    const inputs = Object.entries(signInputs ?? {}).flatMap(([address, indexes]) => indexes.map((index) => ({ address, index })));
    const answer = await ask(METHODS.signPsbt, { account: inputs[0]?.address, psbt, signInputs: inputs, broadcast: false });
    if ('error' in answer) return answer;
    const parsed = psbtAnswerSchema.safeParse(answer.result);
    return parsed.success ? { result: { psbt: parsed.data.psbt } } : error(-32603, 'The wallet answered no PSBT');
  }

  function changeNetwork(params: unknown): Answer {
    const network = BITCOIN_NETWORKS.find((known) => known.satsConnect === (params as { name?: unknown } | undefined)?.name);
    const chain = network && `bip122:${network.reference}`;
    if (!chain || !accountsByChain(client).has(chain))
      return error(WalletErrorCode.unrecognizedChain, 'The session does not grant this network');
    chosen = chain;
    const current = account();
    for (const listener of networkListeners) listener({ bitcoin: current.network?.bitcoin, addresses: current.addresses });
    return { result: null };
  }

  const provider: SatsConnectProvider = {
    async request(method, params) {
      switch (method) {
        case 'wallet_connect':
        case 'getAddresses':
          if (!client.hasSession()) await client.pair();
          return { result: account() };
        case 'wallet_getAccount':
          return client.hasSession() ? { result: account() } : error(WalletErrorCode.unauthorized, 'No session');
        case 'wallet_disconnect':
          await client.disconnect();
          return { result: null };
        case 'wallet_changeNetwork':
          return changeNetwork(params);
        case 'signMessage':
          return signMessage(params);
        case 'signPsbt':
          return client.methods('bip122').includes(METHODS.signPsbt)
            ? signPsbt(params)
            : error(WalletErrorCode.methodNotFound, 'The session does not grant signPsbt');
        default:
          return error(WalletErrorCode.methodNotFound, `${method} is not a method of the session`);
      }
    },
    // Updates of other namespaces leave the bip122 accounts as they are: no event then. An event without addresses has
    // the adapter read the account again.
    addListener({ eventName, cb }) {
      if (eventName === 'networkChange') {
        networkListeners.add(cb);
        return () => networkListeners.delete(cb);
      }
      if (eventName === 'accountChange') {
        let seen = client.accounts('bip122').join();
        const updated = () => {
          const next = client.accounts('bip122').join();
          if (next === seen) return;
          seen = next;
          cb({});
        };
        client.on('session_update', updated);
        return () => client.removeListener('session_update', updated);
      }
      if (eventName === 'disconnect') {
        const ended = () => cb({});
        client.on('session_delete', ended);
        return () => client.removeListener('session_delete', ended);
      }
      return () => {};
    },
  };

  return { kind: 'satsConnect', provider };
}

/** The bip122 namespace in the modal's WalletConnect session: what the proposal asks, and the session as a sats-connect provider. */
export const bitcoinWalletConnect: WalletConnectParticipation = {
  methods: Object.values(METHODS),
  events: [],
  provider: walletConnectBitcoinProvider,
};
