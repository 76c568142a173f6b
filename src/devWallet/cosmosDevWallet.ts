// The Dev Wallet's Cosmos side: a Keplr-style object over public test keys. It signs ADR-036 documents with @cosmjs,
// loaded with the first key it is asked for.
import type { Secp256k1HdWallet } from '@cosmjs/amino';
import { bech32PrefixOf, encodeCosmosAddress } from '../adapters/cosmos/address';
import { DEV_WALLET_GLOBAL, type KeplrStyleWallet } from '../adapters/cosmos/discovery';
import { decodeCosmosAddress } from '../adapters/cosmos/family';
import { WalletErrorCode } from '../errors';
import { DevWalletError, type DevWalletSideHost } from './devWalletError';

/**
 * The seed phrase of the test keys: the one anvil and Hardhat use, public. Keys are at m/44'/118'/0'/0/i, Cosmos' own
 * path (coin type 118), as Keplr derives them.
 */
export const COSMOS_TEST_MNEMONIC = 'test test test test test test test test test test test junk';

/** The accounts of the test keys 0 to 9, with the `cosmos` prefix (their bytes make each chain's address). */
export const COSMOS_TEST_ADDRESSES = [
  'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7',
  'cosmos1erxf3sa9q2j4vgseu7jq4a258ckmk7cy076t8z',
  'cosmos1htamarexaxhgdsp0xu6sppeyx7avtvqrdf6t5g',
  'cosmos19tkvgvwht3n8pcqydrcq4cxwhr8rp2gela5v9y',
  'cosmos164cy6j05j3kaqlzqgzn9mjz95vqjhxmh6uzja3',
  'cosmos18el2mdgsjwvzezu5cjsyuyx0uru4zrm2e84pjy',
  'cosmos1wqsddpelugnm7ss40puw20dacafhq8gkncea8m',
  'cosmos1urv8703cxqny9mcqdu8enh4mdhx0x55dsxqa88',
  'cosmos1lh6cxaa5hl0wv73jjct2mk7x2z6rq7desnfe7x',
  'cosmos1f84c23zhjlddsfg6n4y94v260v5yd8ktpja4nw',
] as const;

/** The Cosmos chain the Dev Wallet signs for: its chain id (the CAIP-2 reference, e.g. `localnet-1`) and its name. */
export interface DevWalletCosmosChain {
  id: string;
  name: string;
}

/** The Cosmos side of the Dev Wallet. */
export interface CosmosDevWallet {
  /** The Keplr-style object: `enable`, `getKey`, `signArbitrary`, `disable`. */
  keplr: KeplrStyleWallet;
  /** The test keys' addresses on the chain (its prefix), index for index with the EVM side's. */
  addresses: readonly string[];
  /** Puts the object on the page as `window.devWalletKeplr`, where the cosmos adapter finds it as "Dev Wallet". */
  inject(): void;
}

/** What Keplr sends the page when the selected account changes; the page reads the key again. */
const KEYSTORE_EVENT = 'keplr_keystorechange';

const short = (address: string) => `${address.slice(0, 10)}…${address.slice(-4)}`;

/**
 * The Dev Wallet's Cosmos side on `chain`. `enable` asks the user once for a site it does not trust yet; `getKey` answers
 * a trusted site with the selected account; `signArbitrary` asks the user, then signs ADR-036's document as Keplr does.
 */
export function createCosmosDevWallet(chain: DevWalletCosmosChain, host: DevWalletSideHost) {
  const prefix = bech32PrefixOf(chain.id);
  const addresses = COSMOS_TEST_ADDRESSES.map((address) =>
    encodeCosmosAddress(prefix, (decodeCosmosAddress(address) as { bytes: Uint8Array }).bytes),
  );
  let signer: Promise<Secp256k1HdWallet> | undefined;
  const hdWallet = () => {
    signer ??= import('@cosmjs/amino').then(({ Secp256k1HdWallet, makeCosmoshubPath }) =>
      Secp256k1HdWallet.fromMnemonic(COSMOS_TEST_MNEMONIC, { hdPaths: addresses.map((_, index) => makeCosmoshubPath(index)), prefix }),
    );
    return signer;
  };
  const selected = () => addresses[host.accountIndex()] as string;

  function requireChain(chainId: unknown) {
    if (chainId !== chain.id)
      throw new DevWalletError(WalletErrorCode.unrecognizedChain, `Dev Wallet knows ${chain.id} only, not ${String(chainId)}`);
  }
  function requirePermission() {
    if (!host.permitted()) throw new DevWalletError(WalletErrorCode.unauthorized, 'The site is not connected to Dev Wallet.');
  }

  const keplr = Object.freeze({
    version: '0.13.41',
    mode: 'extension' as const,
    async enable(chainIds: string | string[]) {
      for (const chainId of typeof chainIds === 'string' ? [chainIds] : chainIds) requireChain(chainId);
      if (host.permitted()) return;
      await host.approve({ method: 'enable', params: chainIds, summary: `Connect account ${short(selected())} on ${chain.name}` });
      host.permit(true);
    },
    async getKey(chainId: string) {
      requireChain(chainId);
      requirePermission();
      const index = host.accountIndex();
      const account = (await (await hdWallet()).getAccounts())[index];
      if (!account) throw new DevWalletError(WalletErrorCode.invalidParams, `Dev Wallet has no account ${index}`);
      return {
        name: `Account ${index + 1}`,
        algo: account.algo,
        pubKey: account.pubkey,
        address: (decodeCosmosAddress(account.address) as { bytes: Uint8Array }).bytes,
        bech32Address: account.address,
        isNanoLedger: false,
        isKeystone: false,
      };
    },
    async signArbitrary(chainId: string, signerAddress: string, data: string | Uint8Array) {
      requireChain(chainId);
      requirePermission();
      if (signerAddress !== selected())
        throw new DevWalletError(WalletErrorCode.unauthorized, 'The requested account is not the selected one.');
      if (typeof data !== 'string' && !(data instanceof Uint8Array)) {
        throw new DevWalletError(WalletErrorCode.invalidParams, 'signArbitrary expects the data as text or bytes');
      }
      await host.approve({
        method: 'signArbitrary',
        params: { chainId, signer: signerAddress },
        summary: `Sign a message as ${short(signerAddress)}`,
      });
      const [{ adr036SignDoc }, wallet] = await Promise.all([import('../adapters/cosmos/adr036'), hdWallet()]);
      return (await wallet.signAmino(signerAddress, adr036SignDoc(signerAddress, data))).signature;
    },
    async disable() {
      host.permit(false);
    },
  }) satisfies KeplrStyleWallet;

  return {
    cosmos: {
      keplr,
      addresses,
      inject() {
        Object.defineProperty(window, DEV_WALLET_GLOBAL, { value: keplr, configurable: true });
      },
    } satisfies CosmosDevWallet,
    /** The user picked another account, or the site's permission changed in the wallet: the page hears of it. */
    changed: () => window.dispatchEvent(new Event(KEYSTORE_EVENT)),
  };
}
