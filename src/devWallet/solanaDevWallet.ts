// The Dev Wallet's Solana side: a Wallet Standard wallet over the local Solana chain's test keypairs. It signs with
// WebCrypto's Ed25519; @solana/web3.js loads with the first transaction it is asked to sign.
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features';
import { registerWallet } from '@wallet-standard/wallet';
import bs58 from 'bs58';
import { eachInTurn } from '../adapters/solana/eachInTurn';
import { isBytes } from '../adapters/solana/walletStandard';
import { WalletErrorCode } from '../errors';
import { toBase64Url } from '../utils/base64';
import { SOLANA_TEST_ADDRESSES, SOLANA_TEST_SEEDS } from './accounts';
import { describeSolanaTransaction } from './describeSolanaTransaction';
import { DevWalletError, type DevWalletSideHost } from './devWalletError';

/** The Solana chain the Dev Wallet signs for: its CAIP-2 id (`solana:` and the genesis hash's first 32 characters). */
export interface DevWalletSolanaChain {
  id: IdentifierString;
  name: string;
  rpcUrl: string;
}

/** The Solana side of the Dev Wallet. */
export interface SolanaDevWallet {
  /** The Wallet Standard wallet. */
  wallet: Wallet;
  /** The test keypairs' addresses (base58), index for index with the EVM side's. */
  addresses: readonly string[];
  /** Registers the wallet with the page's apps (`registerWallet`): for the page's lifetime, as registrations cannot be undone. */
  register(): void;
}

const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const;

const bytesOfHex = (hex: string) => Uint8Array.from(hex.slice(2).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;
const invalidParams = (message: string) => new DevWalletError(WalletErrorCode.invalidParams, message);

/**
 * The Dev Wallet's Solana side on `chain`: `standard:connect` (silent too), `standard:disconnect`, `standard:events`,
 * `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction`. Requests that need the user wait for
 * the host's `approve`, the same prompt as the EVM side's.
 */
export function createSolanaDevWallet(name: string, icon: WalletIcon, chain: DevWalletSolanaChain, host: DevWalletSideHost) {
  const accounts: readonly WalletAccount[] = SOLANA_TEST_ADDRESSES.map((address) =>
    Object.freeze({ address, publicKey: bs58.decode(address), chains: [chain.id], features: FEATURES }),
  );
  const keys = new Map<number, Promise<CryptoKey>>();
  const listeners = new Set<StandardEventsListeners['change']>();

  const selected = () => accounts[host.accountIndex()] as WalletAccount;
  const exposed = () => (host.permitted() ? [selected()] : []);
  const changed = () => {
    for (const listener of listeners) listener({ accounts: exposed() });
  };

  function signingKey(index: number) {
    let key = keys.get(index);
    if (!key) {
      // A JSON Web Key rather than PKCS #8: Node (the tests) parses a DER key with OpenSSL and refuses it whenever an
      // unrelated earlier operation left an error on OpenSSL's queue; a JWK's raw bytes are not parsed.
      const jwk = {
        kty: 'OKP',
        crv: 'Ed25519',
        d: toBase64Url(bytesOfHex(SOLANA_TEST_SEEDS[index] as string)),
        x: toBase64Url(bs58.decode(SOLANA_TEST_ADDRESSES[index] as string)),
      };
      key = crypto.subtle.importKey('jwk', jwk, { name: 'Ed25519' }, false, ['sign']);
      keys.set(index, key);
    }
    return key;
  }
  const sign = async (bytes: Uint8Array) =>
    new Uint8Array(await crypto.subtle.sign('Ed25519', await signingKey(host.accountIndex()), bytes as Uint8Array<ArrayBuffer>));

  /** The account a request names must be the selected one, shared with the site. */
  function requirePermission(account: WalletAccount | undefined) {
    if (!host.permitted()) throw new DevWalletError(WalletErrorCode.unauthorized, 'The site is not connected to Dev Wallet.');
    if (account?.address !== selected().address) {
      throw new DevWalletError(WalletErrorCode.unauthorized, 'The requested account is not the selected one.');
    }
  }
  function requireChain(requested: IdentifierString | undefined) {
    if (requested !== undefined && requested !== chain.id) throw invalidParams(`Dev Wallet signs for ${chain.id} only, not ${requested}`);
  }

  /** The transaction with the selected account's signature in its place among the signers. */
  async function signTransaction({ account, chain: requested, transaction }: SolanaSignTransactionInput, method: string) {
    requirePermission(account);
    requireChain(requested);
    const { VersionedTransaction } = await import('@solana/web3.js');
    let parsed: InstanceType<typeof VersionedTransaction>;
    try {
      parsed = VersionedTransaction.deserialize(transaction);
    } catch {
      throw invalidParams(`${method} expects a serialized transaction`);
    }
    const signers = parsed.message.staticAccountKeys.slice(0, parsed.message.header.numRequiredSignatures);
    const index = signers.findIndex((key) => key.toBase58() === selected().address);
    if (index === -1) throw invalidParams(`The transaction does not ask ${short(selected().address)} to sign`);
    await host.approve({
      method,
      params: { account: account.address, chain: requested },
      summary: describeSolanaTransaction(parsed, chain),
    });
    parsed.signatures[index] = await sign(parsed.message.serialize());
    return parsed;
  }

  async function signAndSend(input: SolanaSignAndSendTransactionInput) {
    const signed = await signTransaction(input, 'solana:signAndSendTransaction');
    const { Connection } = await import('@solana/web3.js');
    const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = input.options ?? {};
    const signature = await new Connection(chain.rpcUrl, 'confirmed').sendRawTransaction(signed.serialize(), {
      skipPreflight,
      preflightCommitment,
      maxRetries,
      minContextSlot,
    });
    return { signature: bs58.decode(signature) };
  }

  const features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature = {
    'standard:connect': {
      version: '1.0.0',
      // Silently, only a site it still trusts gets the account; otherwise, like extension wallets, it asks every time,
      // so the user can share another account.
      async connect(input) {
        if (input?.silent) return { accounts: exposed() };
        await host.approve({
          method: 'standard:connect',
          params: input ?? {},
          summary: `Connect account ${short(selected().address)} on ${chain.name}`,
        });
        const wasPermitted = host.permitted();
        host.permit(true);
        if (!wasPermitted) changed();
        return { accounts: exposed() };
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        if (!host.permitted()) return;
        host.permit(false);
        changed();
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(_event, listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: (...inputs) =>
        eachInTurn(inputs, async ({ account, message }) => {
          requirePermission(account);
          if (!isBytes(message)) throw invalidParams('solana:signMessage expects the message as bytes');
          await host.approve({
            method: 'solana:signMessage',
            params: { account: account.address },
            summary: `Sign a message as ${short(account.address)}`,
          });
          return { signedMessage: message, signature: await sign(message), signatureType: 'ed25519' as const };
        }),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (...inputs) =>
        eachInTurn(inputs, async (input) => ({ signedTransaction: (await signTransaction(input, 'solana:signTransaction')).serialize() })),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: (...inputs) => eachInTurn(inputs, signAndSend),
    },
  };

  const wallet: Wallet = Object.freeze({
    version: '1.0.0' as const,
    name,
    icon,
    chains: [chain.id],
    features,
    get accounts() {
      return exposed();
    },
  });

  return {
    solana: { wallet, addresses: SOLANA_TEST_ADDRESSES, register: () => registerWallet(wallet) } satisfies SolanaDevWallet,
    /** The user picked another account, or the site's permission changed in the wallet: the page hears of it. */
    changed,
  };
}
