// The Dev Wallet's Solana side reached over WalletConnect, as a multi-chain mobile wallet serves the solana namespace:
// WalletConnect's `solana_*` requests carried out by the same Wallet Standard wallet the page sees, so they sign with the
// same keys, ask the same prompt and send to the same chain. Like walletConnectDevWallet.ts, it stays with the demo.
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardConnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import bs58 from 'bs58';
import { WalletErrorCode } from '../errors';
import { fromBase64, toBase64 } from '../utils/base64';
import type { DevWallet } from './devWallet';
import { DevWalletError } from './devWalletError';
import { grantedOnOneChain, type WalletConnectFamily, type WalletConnectRequest } from './walletConnectDevWallet';

/** The methods it serves, with their parameters as WalletConnect's Solana methods have them (base58 and base64). */
const SUPPORTED_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'];

const invalidParams = (message: string) => new DevWalletError(WalletErrorCode.invalidParams, message);

type Features = StandardConnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature;
const feature = <Name extends keyof Features>(wallet: Wallet, name: Name) => (wallet.features as Features)[name];

/** The request's params object; a request with anything else is refused. */
function paramsOf(request: WalletConnectRequest): Record<string, unknown> {
  const { params } = request;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw invalidParams(`${request.method} expects an object`);
  return params as Record<string, unknown>;
}

function decoded(text: unknown, decode: (text: string) => Uint8Array, what: string): Uint8Array {
  try {
    if (typeof text === 'string') return decode(text);
  } catch {
    // Reported below, as for a value that is no string at all.
  }
  throw invalidParams(`Expected ${what}`);
}

/** The account the session shares: the selected one, once the user approved a session with it. */
function sharedAccount(wallet: Wallet): WalletAccount {
  const [account] = wallet.accounts;
  if (!account) throw new DevWalletError(WalletErrorCode.unauthorized, 'No Solana account is shared with this session.');
  return account;
}

/** The signature of `signer` in a signed transaction (wire format), among its signers. */
async function signatureOf(signedTransaction: Uint8Array, signer: string): Promise<Uint8Array> {
  const { VersionedTransaction } = await import('@solana/web3.js');
  const parsed = VersionedTransaction.deserialize(signedTransaction);
  const index = parsed.message.staticAccountKeys.findIndex((key) => key.toBase58() === signer);
  return parsed.signatures[index] as Uint8Array;
}

async function answer(wallet: Wallet, request: WalletConnectRequest): Promise<unknown> {
  const chain = request.chainId as `${string}:${string}`;
  switch (request.method) {
    case 'solana_signMessage': {
      const { message, pubkey } = paramsOf(request);
      const account = wallet.accounts.find((candidate) => candidate.address === pubkey);
      if (!account) throw new DevWalletError(WalletErrorCode.unauthorized, 'The requested account is not shared with this session.');
      const bytes = decoded(message, bs58.decode, 'the message in base58');
      const [output] = await feature(wallet, 'solana:signMessage').signMessage({ account, message: bytes });
      return { signature: bs58.encode(output?.signature ?? new Uint8Array()) };
    }
    case 'solana_signTransaction': {
      const account = sharedAccount(wallet);
      const transaction = decoded(paramsOf(request).transaction, fromBase64, 'the transaction in base64');
      const [output] = await feature(wallet, 'solana:signTransaction').signTransaction({ account, chain, transaction });
      const signed = output?.signedTransaction ?? new Uint8Array();
      return { signature: bs58.encode(await signatureOf(signed, account.address)), transaction: toBase64(signed) };
    }
    case 'solana_signAndSendTransaction': {
      const account = sharedAccount(wallet);
      const { transaction, sendOptions } = paramsOf(request);
      const [output] = await feature(wallet, 'solana:signAndSendTransaction').signAndSendTransaction({
        account,
        chain,
        transaction: decoded(transaction, fromBase64, 'the transaction in base64'),
        options: typeof sendOptions === 'object' && sendOptions !== null ? sendOptions : undefined,
      });
      return { signature: bs58.encode(output?.signature ?? new Uint8Array()) };
    }
    default:
      throw new DevWalletError(WalletErrorCode.unsupportedMethod, `${request.method} is not supported`);
  }
}

/**
 * The solana namespace of the Dev Wallet reached over WalletConnect (`families` of createWalletConnectDevWallet): it
 * grants its Solana chain with the selected account to a proposal that asks for that chain, connects its Solana side
 * when the user approves, answers `solana_signMessage` (`message` and `pubkey` in base58, the signature in base58),
 * `solana_signTransaction` (the transaction in base64; the signature and the signed transaction) and
 * `solana_signAndSendTransaction` (sent to its chain), and moves the sessions to the account the user picks.
 */
export function solanaWalletConnectFamily(devWallet: DevWallet): WalletConnectFamily {
  const solana = devWallet.solana;
  if (!solana) throw new Error('The Dev Wallet has no Solana side: create it with `solana`.');
  const { wallet } = solana;
  const [chain] = wallet.chains;
  return {
    namespace: 'solana',
    grant: (proposal) =>
      grantedOnOneChain(proposal, 'solana', {
        chain: chain,
        address: solana.addresses[devWallet.snapshot().accountIndex] as string,
        supported: SUPPORTED_METHODS,
      }),
    async connect() {
      await feature(wallet, 'standard:connect').connect();
    },
    answer: (request) => answer(wallet, request),
    onAccountChange: (listener) =>
      feature(wallet, 'standard:events').on('change', ({ accounts }) => {
        const address = accounts?.[0]?.address;
        if (address) listener(address);
      }),
  };
}
