// The Dev Wallet's Bitcoin side reached over WalletConnect, as a multi-chain mobile wallet serves the bip122 namespace:
// WalletConnect's `signMessage`, `signPsbt` and `getAccountAddresses` carried out by the same sats-connect provider the
// page sees, so they sign with the same keys and ask the same prompt. Like walletConnectDevWallet.ts, it stays with the demo.
import { BITCOIN_NETWORKS } from '../adapters/bitcoin/networks';
import { WalletErrorCode } from '../errors';
import { z } from '../utils/zod';
import type { DevWallet } from './devWallet';
import { DevWalletError } from './devWalletError';
import { grantedOnOneChain, type WalletConnectFamily, type WalletConnectRequest } from './walletConnectDevWallet';

const SUPPORTED_METHODS = ['signMessage', 'signPsbt', 'getAccountAddresses'];

const invalidParams = (message: string) => new DevWalletError(WalletErrorCode.invalidParams, message);

/** WalletConnect's `signMessage` params: the account, the address signing (the account's by default), the message. */
const signMessageSchema = z.object({
  account: z.string(),
  address: z.optional(z.string()),
  message: z.string(),
  protocol: z.optional(z.string()),
});
/** WalletConnect's `signPsbt` params: the inputs to sign as a list of `{ address, index }`. */
const signPsbtSchema = z.object({
  psbt: z.string(),
  signInputs: z.array(z.object({ address: z.string(), index: z.number().check(z.int(), z.gte(0)) })),
  broadcast: z.optional(z.boolean()),
});
const accountSchema = z.object({
  addresses: z.array(z.object({ address: z.string(), publicKey: z.string(), purpose: z.string() })),
});

/** `params` checked with `schema`; a request with anything else is refused. */
function paramsOf<T>(request: WalletConnectRequest, schema: z.ZodMiniType<T>): T {
  const parsed = schema.safeParse(request.params);
  if (!parsed.success) throw invalidParams(`${request.method} expects other parameters`);
  return parsed.data;
}

/**
 * The bip122 namespace of the Dev Wallet reached over WalletConnect (`families` of createWalletConnectDevWallet) on the
 * Bitcoin network its Bitcoin side started on (`chainId`, e.g. regtest's `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`). It
 * grants that chain with the selected account's payment address, connects its Bitcoin side when the user approves,
 * answers `signMessage` (BIP-322, the signature in base64), `signPsbt` (without broadcasting) and `getAccountAddresses`,
 * and moves the sessions to the account the user picks.
 */
export function bitcoinWalletConnectFamily(devWallet: DevWallet, chainId: `bip122:${string}`): WalletConnectFamily {
  const bitcoin = devWallet.bitcoin;
  if (!bitcoin) throw new Error('The Dev Wallet has no Bitcoin side: create it with `bitcoin`.');
  if (!BITCOIN_NETWORKS.some((network) => `bip122:${network.reference}` === chainId)) throw new Error(`No Bitcoin network ${chainId}`);
  const { provider } = bitcoin;

  /** The sats-connect provider's answer, or its error thrown as the Dev Wallet's. */
  async function call(method: string, params: unknown): Promise<unknown> {
    const answer = (await provider.request(method, params)) as { result?: unknown; error?: { code: number; message: string } };
    if (answer.error) throw new DevWalletError(answer.error.code, answer.error.message);
    return answer.result;
  }

  async function answer(request: WalletConnectRequest): Promise<unknown> {
    if (request.chainId !== chainId) throw new DevWalletError(WalletErrorCode.unrecognizedChain, `Dev Wallet serves ${chainId} here`);
    switch (request.method) {
      case 'signMessage': {
        const { account, address = account, message, protocol } = paramsOf(request, signMessageSchema);
        if (protocol !== undefined && protocol.toLowerCase() !== 'bip322')
          throw invalidParams('Dev Wallet signs messages with BIP-322 only');
        const { signature } = (await call('signMessage', { address, message, protocol: 'BIP322' })) as { signature: string };
        return { address, signature };
      }
      case 'signPsbt': {
        const { psbt, signInputs, broadcast } = paramsOf(request, signPsbtSchema);
        const byAddress: Record<string, number[]> = {};
        for (const { address, index } of signInputs) byAddress[address] = [...(byAddress[address] ?? []), index];
        return call('signPsbt', { psbt, signInputs: byAddress, broadcast });
      }
      case 'getAccountAddresses': {
        const parsed = accountSchema.safeParse(await call('wallet_getAccount', null));
        const addresses = parsed.success ? parsed.data.addresses : [];
        return addresses.map(({ address, publicKey, purpose }) => ({
          address,
          publicKey,
          intention: purpose === 'ordinals' ? 'ordinal' : 'payment',
        }));
      }
      default:
        throw new DevWalletError(WalletErrorCode.unsupportedMethod, `${request.method} is not supported`);
    }
  }

  return {
    namespace: 'bip122',
    grant: (proposal) =>
      grantedOnOneChain(proposal, 'bip122', {
        chain: chainId,
        address: bitcoin.addresses[devWallet.snapshot().accountIndex] as string,
        supported: SUPPORTED_METHODS,
      }),
    async connect() {
      await call('wallet_connect', { addresses: ['payment', 'ordinals'] });
    },
    answer,
    onAccountChange: (listener) =>
      provider.addListener({
        eventName: 'accountChange',
        cb: (event) => {
          const payment = (event as { addresses?: { address: string; purpose: string }[] }).addresses?.find(
            (entry) => entry.purpose === 'payment',
          );
          if (payment) listener(payment.address);
        },
      }),
  };
}
