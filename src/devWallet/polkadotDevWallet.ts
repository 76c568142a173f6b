// The Dev Wallet's Polkadot side: a polkadot-js style extension (`window.injectedWeb3['dev-wallet']`) over Substrate's
// well-known development accounts. @polkadot/keyring and its WebAssembly load with the first message it is asked to sign.
import type { Injected, InjectedAccount } from '@polkadot/extension-inject/types';
import type { KeyringPair } from '@polkadot/keyring/types';
import { WalletErrorCode } from '../errors';
import { DevWalletError, type DevWalletSideHost } from './devWalletError';

/**
 * Substrate's development phrase (`DEV_PHRASE` of @polkadot/keyring and Substrate's `--dev` chains), with the derivations
 * its dev chains endow: PUBLIC test keys, never for real value.
 */
export const POLKADOT_DEV_PHRASE = 'bottom drive obey lake curtain smoke basket hold race lonely fit walk';
export const POLKADOT_TEST_DERIVATIONS = [
  '//Alice',
  '//Bob',
  '//Charlie',
  '//Dave',
  '//Eve',
  '//Ferdie',
  '//Alice//stash',
  '//Bob//stash',
  '//Charlie//stash',
  '//Dave//stash',
] as const;

/** The sr25519 accounts of `POLKADOT_TEST_DERIVATIONS`, in the generic SS58 form (prefix 42) extensions write by default. */
export const POLKADOT_TEST_ADDRESSES = [
  '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty',
  '5FLSigC9HGRKVhB9FiEo4Y3koPsNmBmLJbpXg2mp1hXcS59Y',
  '5DAAnrj7VHTznn2AWBemMuyBwZWs6FNFjdyVXUeYum3PTXFy',
  '5HGjWAeFDfFCWPsjFQdVV2Msvz2XtMktvgocEZcCj68kUMaw',
  '5CiPPseXPECbkjWCa6MnjNokrgYjMqmKndv2rSnekmSK2DjL',
  '5GNJqTPyNqANBkUVMN1LPPrxXnFouWXoe2wNSmmEoLctxiZY',
  '5HpG9w8EBLe5XCrbczpwq5TSXvedjrBGCwqxK1iQ7qUsSWFc',
  '5Ck5SLSHYac6WFt5UZRSsdJjwmpSZq85fd5TRNAdZQVzEAPT',
  '5HKPmK9GYtE1PSLsS1qiYU9xQ9Si1NcEhdeCq9sw5bqu4ns8',
] as const;

/** The id the extension injects itself under; the polkadot adapter names it "Dev Wallet", as the other sides are named. */
export const POLKADOT_DEV_WALLET_ID = 'dev-wallet';

/** The Polkadot network the Dev Wallet's prompts name: its CAIP-2 id (`polkadot:` and the genesis hash's first 32 hex). */
export interface DevWalletPolkadotChain {
  id: `polkadot:${string}`;
  name: string;
}

/** The Polkadot side of the Dev Wallet. */
export interface PolkadotDevWallet {
  /**
   * The `window.injectedWeb3` entry; `enable` resolves with @polkadot/extension-inject's `Injected`, typed loosely here so
   * the package's declarations need no types of that development-only package.
   */
  extension: { readonly version: string; enable(originName: string): Promise<unknown> };
  /** The test accounts' addresses (generic SS58), index for index with the EVM side's. */
  addresses: readonly string[];
  /** Puts the extension on the page under `window.injectedWeb3['dev-wallet']`; returns a function that takes it off. */
  inject(): () => void;
}

type AccountsListener = (accounts: InjectedAccount[]) => void | Promise<void>;
type SignRaw = NonNullable<Injected['signer']['signRaw']>;

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;
const invalidParams = (message: string) => new DevWalletError(WalletErrorCode.invalidParams, message);

/** The keyring's pairs, made once with the first signature: sr25519 needs the library's WebAssembly ready. */
async function makePairs(): Promise<KeyringPair[]> {
  const [{ Keyring }, { cryptoWaitReady }] = await Promise.all([import('@polkadot/keyring'), import('@polkadot/util-crypto')]);
  await cryptoWaitReady();
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 });
  return POLKADOT_TEST_DERIVATIONS.map((derivation) => keyring.addFromUri(`${POLKADOT_DEV_PHRASE}${derivation}`));
}

/**
 * The Dev Wallet's Polkadot side: `enable(origin)` (asking the user while the site is not connected), `accounts.get` and
 * `accounts.subscribe` (the selected account, once the site is connected), and `signer.signRaw` for bytes, which asks the
 * user and signs them wrapped in <Bytes>…</Bytes> as extensions do. Requests that need the user wait for the host's
 * `approve`, the same prompt as the EVM side's.
 */
export function createPolkadotDevWallet(chain: DevWalletPolkadotChain, host: DevWalletSideHost) {
  const listeners = new Set<AccountsListener>();
  let pairs: Promise<KeyringPair[]> | undefined;
  let nextSignatureId = 0;

  const selected = () => POLKADOT_TEST_ADDRESSES[host.accountIndex()] as string;
  const exposed = (): InjectedAccount[] =>
    host.permitted()
      ? [{ address: selected(), genesisHash: null, name: `Dev Wallet ${POLKADOT_TEST_DERIVATIONS[host.accountIndex()]}`, type: 'sr25519' }]
      : [];
  const changed = () => {
    for (const listener of listeners) void listener(exposed());
  };

  const signRaw: SignRaw = async ({ address, data, type }) => {
    if (!host.permitted()) throw new DevWalletError(WalletErrorCode.unauthorized, 'The site is not connected to Dev Wallet.');
    if (type !== 'bytes') throw invalidParams('Dev Wallet signs bytes only, not transaction payloads');
    if (typeof data !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(data)) throw invalidParams('signRaw expects the data as 0x-hex');
    pairs ??= makePairs();
    const [{ decodeAddress }, { hexToU8a, u8aEq, u8aToHex, u8aWrapBytes }] = await Promise.all([
      import('@polkadot/util-crypto'),
      import('@polkadot/util'),
    ]);
    const pair = (await pairs)[host.accountIndex()] as KeyringPair;
    let requested: Uint8Array | undefined;
    try {
      requested = decodeAddress(address);
    } catch {
      requested = undefined;
    }
    // Any SS58 spelling of the selected account is the selected account.
    if (!requested || !u8aEq(requested, pair.publicKey)) {
      throw new DevWalletError(WalletErrorCode.unauthorized, 'The requested account is not the selected one.');
    }
    await host.approve({ method: 'signRaw', params: { address, data }, summary: `Sign a message as ${short(selected())}` });
    nextSignatureId += 1;
    return { id: nextSignatureId, signature: u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(data)))) };
  };

  const injected: Injected = Object.freeze({
    accounts: Object.freeze({
      get: async () => exposed(),
      subscribe(listener: AccountsListener) {
        listeners.add(listener);
        // As extensions do: the current accounts at once, then each change.
        void listener(exposed());
        return () => {
          listeners.delete(listener);
        };
      },
    }),
    signer: Object.freeze({ signRaw }),
  });

  const extension: PolkadotDevWallet['extension'] = Object.freeze({
    version: '1.0.0',
    async enable(origin: string) {
      if (!host.permitted()) {
        await host.approve({ method: 'enable', params: { origin }, summary: `Connect account ${short(selected())} on ${chain.name}` });
        host.permit(true);
        changed();
      }
      return injected;
    },
  });

  return {
    polkadot: {
      extension,
      addresses: POLKADOT_TEST_ADDRESSES,
      inject() {
        const page = globalThis as { injectedWeb3?: Record<string, PolkadotDevWallet['extension']> };
        page.injectedWeb3 ??= {};
        page.injectedWeb3[POLKADOT_DEV_WALLET_ID] = extension;
        return () => {
          if (page.injectedWeb3?.[POLKADOT_DEV_WALLET_ID] === extension) delete page.injectedWeb3[POLKADOT_DEV_WALLET_ID];
        };
      },
    } satisfies PolkadotDevWallet,
    /** The user picked another account, or the site's permission changed in the wallet: the page hears of it. */
    changed,
  };
}
