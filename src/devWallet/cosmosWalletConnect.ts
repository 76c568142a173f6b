// The Dev Wallet's Cosmos side reached over WalletConnect, as a multi-chain mobile wallet serves the cosmos namespace:
// WalletConnect's `cosmos_getAccounts` and `cosmos_signAmino` carried out by the same Keplr-style object the page sees,
// so they sign with the same keys and ask the same prompt. Like walletConnectDevWallet.ts, it stays with the demo.
import type { StdSignDoc } from '@cosmjs/amino';
import { WalletErrorCode } from '../errors';
import { fromBase64, toBase64 } from '../utils/base64';
import { z } from '../utils/zod';
import type { DevWallet } from './devWallet';
import { DevWalletError } from './devWalletError';
import { grantedOnOneChain, type WalletConnectFamily, type WalletConnectRequest } from './walletConnectDevWallet';

/** The Dev Wallet signs messages, not transactions (there is no Cosmos node here): `cosmos_signDirect` is not among them. */
const SUPPORTED_METHODS = ['cosmos_getAccounts', 'cosmos_signAmino'];
/** What Keplr sends the page when the selected account changes. */
const KEYSTORE_EVENT = 'keplr_keystorechange';

const invalidParams = (message: string) => new DevWalletError(WalletErrorCode.invalidParams, message);

/** `cosmos_signAmino`'s params: the signer and an amino sign document, here ADR-036's with the message's bytes in base64. */
const signAminoSchema = z.object({
  signerAddress: z.string(),
  signDoc: z.object({ msgs: z.tuple([z.object({ type: z.literal('sign/MsgSignData'), value: z.object({ data: z.string() }) })]) }),
});
const keySchema = z.object({
  algo: z.string(),
  pubKey: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
  bech32Address: z.string(),
});

/**
 * The cosmos namespace of the Dev Wallet reached over WalletConnect (`families` of createWalletConnectDevWallet) on the
 * chain `chainId` (e.g. `cosmos:localnet-1`): it grants that chain with the selected account, enables its Keplr-style
 * object when the user approves, answers `cosmos_getAccounts` (without a prompt, as Keplr's `getKey`) and
 * `cosmos_signAmino` of an ADR-036 document (with `signArbitrary`: the same prompt and signature as on the page), and
 * moves the sessions to the account the user picks.
 */
export function cosmosWalletConnectFamily(devWallet: DevWallet, chainId: `cosmos:${string}`): WalletConnectFamily {
  const cosmos = devWallet.cosmos;
  if (!cosmos) throw new Error('The Dev Wallet has no Cosmos side: create it with `cosmos`.');
  const { keplr } = cosmos;
  const reference = chainId.slice('cosmos:'.length);

  async function signAmino(request: WalletConnectRequest) {
    const params = signAminoSchema.safeParse(request.params);
    if (!params.success) throw invalidParams('Dev Wallet signs ADR-036 messages only, not transactions');
    const { signerAddress, signDoc } = params.data;
    let data: Uint8Array;
    try {
      data = fromBase64(signDoc.msgs[0].value.data);
    } catch {
      throw invalidParams('The message is not base64');
    }
    // Signed only when it is exactly ADR-036's document of that message: nothing else of the document is signed unseen.
    const [{ adr036SignDoc }, { serializeSignDoc }] = await Promise.all([import('../adapters/cosmos/adr036'), import('@cosmjs/amino')]);
    const expected = adr036SignDoc(signerAddress, data);
    // The document as the dapp sent it, every field: the parsed one keeps only those read above.
    const sent = (request.params as { signDoc: StdSignDoc }).signDoc;
    let same = false;
    try {
      same = toBase64(serializeSignDoc(sent)) === toBase64(serializeSignDoc(expected));
    } catch {
      same = false;
    }
    if (!same) throw invalidParams('Dev Wallet signs ADR-036 messages only, not transactions');
    const signature = await keplr.signArbitrary(reference, signerAddress, data);
    return { signed: expected, signature };
  }

  async function answer(request: WalletConnectRequest): Promise<unknown> {
    if (request.chainId !== chainId) throw new DevWalletError(WalletErrorCode.unrecognizedChain, `Dev Wallet serves ${chainId} here`);
    switch (request.method) {
      case 'cosmos_getAccounts': {
        const key = keySchema.safeParse(await keplr.getKey(reference));
        if (!key.success) throw new DevWalletError(WalletErrorCode.unauthorized, 'No Cosmos account is shared with this session.');
        return [{ algo: key.data.algo, address: key.data.bech32Address, pubkey: toBase64(key.data.pubKey) }];
      }
      case 'cosmos_signAmino':
        return signAmino(request);
      default:
        throw new DevWalletError(WalletErrorCode.unsupportedMethod, `${request.method} is not supported`);
    }
  }

  return {
    namespace: 'cosmos',
    grant: (proposal) =>
      grantedOnOneChain(proposal, 'cosmos', {
        chain: chainId,
        address: cosmos.addresses[devWallet.snapshot().accountIndex] as string,
        supported: SUPPORTED_METHODS,
      }),
    connect: () => keplr.enable(reference),
    answer,
    // The Cosmos side tells of a change with Keplr's window event (a page has one; a test in Node has none).
    onAccountChange(listener) {
      if (typeof window === 'undefined') return () => {};
      const changed = () => {
        if (devWallet.snapshot().cosmosPermitted) listener(cosmos.addresses[devWallet.snapshot().accountIndex] as string);
      };
      window.addEventListener(KEYSTORE_EVENT, changed);
      return () => window.removeEventListener(KEYSTORE_EVENT, changed);
    },
  };
}
