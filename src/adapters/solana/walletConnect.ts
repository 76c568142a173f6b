// The solana namespace in the modal's WalletConnect session: what the proposal asks for, and the session seen as a
// Wallet Standard wallet. The adapter's methods then serve a WalletConnect wallet as they serve a wallet of the page:
// they build each transaction and estimate its fee, and the session's `solana_*` methods only sign (and send). Loaded
// with the session, not in the first load.
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import bs58 from 'bs58';
import { ErrorText, WalletErrorCode } from '../../errors';
import { fromBase64, toBase64 } from '../../utils/base64';
import type { WalletConnectClient, WalletConnectParticipation } from '../walletConnect/session';
import { WalletRequestError, walletErrorMessage } from '../walletRequestError';
import { eachInTurn } from './eachInTurn';
import { codeOf } from './walletStandard';

/** The WalletConnect methods of the solana namespace (docs/behaviour.md#other-chain-families). */
const METHODS = {
  signMessage: 'solana_signMessage',
  signTransaction: 'solana_signTransaction',
  signAllTransactions: 'solana_signAllTransactions',
  signAndSendTransaction: 'solana_signAndSendTransaction',
} as const;

/** The Wallet Standard feature each granted method stands for. */
const FEATURE_OF_METHOD: Readonly<Record<string, IdentifierString>> = {
  [METHODS.signMessage]: 'solana:signMessage',
  [METHODS.signTransaction]: 'solana:signTransaction',
  [METHODS.signAndSendTransaction]: 'solana:signAndSendTransaction',
};

// Never shown: a WalletConnect connection shows the wallet's own name and icon from the session.
const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}` as const;

/** Base58 text as bytes; none (an empty array, which no check of length passes) when it is not base58. */
const fromBase58 = (text: unknown) => (typeof text === 'string' && bs58.decodeUnsafe(text)) || new Uint8Array();

function malformedAnswer(): never {
  throw new WalletRequestError(ErrorText.malformedTransactionHash, {
    kind: 'malformedAnswer',
    notice: { key: 'error.malformedTransactionHash' },
  });
}

/** The result field `key` of a wallet's answer, when the answer is an object. */
const field = (answer: unknown, key: string): unknown =>
  typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[key] : undefined;

/**
 * The session's solana accounts as Wallet Standard accounts: one per address, with the chains the session grants it.
 * The address is the wallet's word: the adapter checks that it is a 32-byte key, as it checks a page wallet's.
 */
function sessionAccounts(client: WalletConnectClient, features: readonly IdentifierString[]): WalletAccount[] {
  const chainsByAddress = new Map<string, IdentifierString[]>();
  for (const account of client.accounts('solana')) {
    const [namespace, reference, address] = account.split(':');
    if (!reference || !address) continue;
    chainsByAddress.set(address, [...(chainsByAddress.get(address) ?? []), `${namespace}:${reference}` as IdentifierString]);
  }
  return [...chainsByAddress].map(([address, chains]) => ({ address, publicKey: fromBase58(address), chains, features }));
}

/**
 * Sends `method` to the wallet. WalletConnect wallets refuse with 5000 where page wallets answer 4001: the adapter
 * reads one code for the user's "no".
 */
async function ask(client: WalletConnectClient, chain: string, method: string, params: object): Promise<unknown> {
  try {
    return await client.request(chain, method, params);
  } catch (error) {
    const code = codeOf(error);
    throw new WalletRequestError(walletErrorMessage(error), {
      code: code === WalletErrorCode.default ? WalletErrorCode.userRejected : code,
    });
  }
}

/** `transaction` with `signature` in the place of `signer` among its signers (the wallet answered the signature alone). */
async function withSignature(transaction: Uint8Array, signer: string, signature: Uint8Array): Promise<Uint8Array> {
  const { VersionedTransaction } = await import('@solana/web3.js');
  const parsed = VersionedTransaction.deserialize(transaction);
  const signers = parsed.message.staticAccountKeys.slice(0, parsed.message.header.numRequiredSignatures);
  const index = signers.findIndex((key) => key.toBase58() === signer);
  // A signature for an account that does not sign leaves the transaction unsigned: the node refuses it.
  if (index !== -1) parsed.signatures[index] = signature;
  return parsed.serialize();
}

/**
 * A WalletConnect session's solana namespace as a Wallet Standard wallet: `standard:connect` pairs (or, silently, reads
 * the live session), `standard:disconnect` ends the session, `standard:events` reports the session's accounts when the
 * wallet changes them or ends the session, and each granted `solana_*` method is its feature, base58 and base64 as
 * WalletConnect's Solana methods take them.
 */
export function walletConnectSolanaWallet(client: WalletConnectClient): Wallet {
  const grantedFeatures = () =>
    client.methods('solana').flatMap((method) => {
      const feature = FEATURE_OF_METHOD[method];
      return feature ? [feature] : [];
    });
  const accounts = () => sessionAccounts(client, grantedFeatures());
  /** A signature request names a chain: the one the session grants the account first. */
  const chainOf = (account: WalletAccount) => account.chains[0] ?? '';

  /** The wallet answers the signed transaction, or only its signature (the older form of the method). */
  async function signTransaction({ account, chain, transaction }: SolanaSignTransactionInput) {
    const answer = await ask(client, chain ?? chainOf(account), METHODS.signTransaction, { transaction: toBase64(transaction) });
    const signed = field(answer, 'transaction');
    if (typeof signed === 'string') {
      try {
        return { signedTransaction: fromBase64(signed) };
      } catch {
        malformedAnswer();
      }
    }
    const signature = fromBase58(field(answer, 'signature'));
    if (signature.length !== 64) malformedAnswer();
    return { signedTransaction: await withSignature(transaction, account.address, signature) };
  }

  async function signAndSendTransaction({ chain, transaction, options }: SolanaSignAndSendTransactionInput) {
    const answer = await ask(client, chain, METHODS.signAndSendTransaction, {
      transaction: toBase64(transaction),
      ...(options && { sendOptions: options }),
    });
    return { signature: fromBase58(field(answer, 'signature')) };
  }

  const standardFeatures: StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        if (!input?.silent) await client.pair();
        return { accounts: accounts() };
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: () => client.disconnect(),
    },
    'standard:events': {
      version: '1.0.0',
      on(_event, listener) {
        // Updates of other namespaces (an EVM account switch) leave the solana accounts as they are: no change then.
        let addresses = accounts().map((account) => account.address);
        const updated = () => {
          const current = accounts();
          const next = current.map((account) => account.address);
          if (next.join() === addresses.join()) return;
          addresses = next;
          listener({ accounts: current });
        };
        const ended = () => {
          addresses = [];
          listener({ accounts: [] });
        };
        client.on('session_update', updated);
        client.on('session_delete', ended);
        return () => {
          client.removeListener('session_update', updated);
          client.removeListener('session_delete', ended);
        };
      },
    },
  };
  const signingFeatures: SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature = {
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: (...inputs) =>
        eachInTurn(inputs, async ({ account, message }) => {
          const answer = await ask(client, chainOf(account), METHODS.signMessage, {
            message: bs58.encode(message),
            pubkey: account.address,
          });
          return { signedMessage: message, signature: fromBase58(field(answer, 'signature')), signatureType: 'ed25519' as const };
        }),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (...inputs) => eachInTurn(inputs, signTransaction),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: (...inputs) => eachInTurn(inputs, signAndSendTransaction),
    },
  };

  return {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: ICON,
    get chains() {
      return [...new Set(accounts().flatMap((account) => account.chains))];
    },
    // The signing features are those of the methods the session grants: a wallet that signs but does not send gets
    // its transactions sent by the network's node.
    get features() {
      const offered = new Set<string>(grantedFeatures());
      return {
        ...standardFeatures,
        ...Object.fromEntries(Object.entries(signingFeatures).filter(([name]) => offered.has(name))),
      };
    },
    get accounts() {
      return accounts();
    },
  };
}

/** The solana namespace in the modal's WalletConnect session: what the proposal asks, and the session as a Wallet Standard wallet. */
export const solanaWalletConnect: WalletConnectParticipation = {
  methods: Object.values(METHODS),
  events: [],
  provider: walletConnectSolanaWallet,
};
