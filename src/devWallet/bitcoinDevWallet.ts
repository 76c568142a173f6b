// The Dev Wallet's Bitcoin side: a sats-connect provider (listed in `window.btc_providers`, the object under its id) over
// deterministic test keys. It signs messages with BIP-322's simple signature (bip322.ts) and PSBTs with @scure/btc-signer.
import { base64, hex } from '@scure/base';
import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer';
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js';
import { signBip322 } from '../adapters/bitcoin/bip322';
import { BITCOIN_NETWORKS, type BitcoinNetwork } from '../adapters/bitcoin/networks';
import { WalletErrorCode } from '../errors';
import { DevWalletError, type DevWalletSideHost } from './devWalletError';

/**
 * The test keys, derived from the mnemonic "test test test test test test test test test test test junk" (anvil's):
 * payment keys at BIP-84's m/84'/1'/0'/0/i (P2WPKH), ordinals keys at BIP-86's m/86'/1'/0'/0/i (P2TR), coin type 1 as
 * on every test network. They are public: never send real value to them.
 */
export const BITCOIN_PAYMENT_KEYS = [
  'b5c8b4acf7b66682afbc5eef20c3b12998ba3c14a97047c9187454377f1a7856',
  '2ea9ba050147af0a7e5bc697b588ee630552766810398242f3c4b9ce25c3cfd7',
  '1d100560fb83ffd36c8658032a7dd8f3971987fb35fbe6559c2835fe491b0074',
  '7b79a0ca0387b59e58b1aad16a8129da0d1d1a46ad335aa742e4fda77359fd82',
  'cc7f68aaa0d1e0ce193944e57015f5d25916a7623b8b3684e2d81a43a9430284',
  'f59ce309d11b87d9415bb8ec6ae1f3b69dde6b09c246aa2889e1040838292030',
  'd965ea21fcf38807b780ec060fa2a652d419e6fd8cb8da5f31753b6bd64ccc49',
  '8ab5f32a5222d50bd8fbd07a7387510c8cc6e6c9478ace6afa12d0fdad6aa6ce',
  'b436ab0e175f442923260e188dcb5abc6d088cb1e8b1179cca0c1d012d90ce5d',
  'b137488cc17c485f6c3ed1dd79bec373bf30027517482e6080cc060a0657e856',
] as const;

/** The ordinals keys (BIP-86), index for index with `BITCOIN_PAYMENT_KEYS`. */
export const BITCOIN_ORDINALS_KEYS = [
  '893af8e39dab62e987360f7e2f2556100075b04ee4e6b22a0e1e11e1569de6d1',
  'd02ee2d2828e3844e8b9751da9202d87210fde6e4c350668c19855541d4bc94c',
  'fef0082696611913b3c8507643fc5b169706dadd90269894a1645023791bfdc5',
  '55dcd2aa30f9b2b1d3aac220b5f35a3952796843731632c59298bbb43348d891',
  '679005479f67869bdd0a92dea60e88095fdb59cdc235bf7a5b0768a344ea4dc2',
  'bba17da70498ba5771261de411f44e47a8db8f69535de4e9cba9e4c2c3c7c490',
  'fbd6d642101526155790883c456d7ca2ad004017f949ec1e15c4708ad1c16f80',
  '548444583702de9bfe975e7ae568b8b7348a9ae0a0b2f4460df3c2d61000ee21',
  '1bc09bf154e738540776aaf55d232389215c0d0b438ae9becd2c8d3b092823c4',
  '1a7169a1a8bde4bee892ee6a3424a77532281893a6c9268164a3413f8bbd8d3c',
] as const;

/** Where the provider sits on the page: its sats-connect id is this path under `window`. */
const PROVIDER_PATH = ['ReduxWalletModalDevWallet', 'BitcoinProvider'] as const;

/** The Bitcoin test network the Dev Wallet starts on: its CAIP-2 id (`bip122:` and the genesis hash's first 32 hex) and name. */
export interface DevWalletBitcoinChain {
  id: `bip122:${string}`;
  name: string;
}

/** The Bitcoin side of the Dev Wallet. */
export interface BitcoinDevWallet {
  /** The sats-connect provider: `request(method, params)` and `addListener`. */
  provider: {
    request(method: string, params: unknown): Promise<unknown>;
    addListener(listener: { eventName: string; cb: (event: unknown) => void }): () => void;
  };
  /** The payment addresses (P2WPKH) of the test keys on the network the wallet starts on, index for index with the EVM side's. */
  addresses: readonly string[];
  /** Puts the provider on the page and lists it in `window.btc_providers`, where sats-connect apps look. */
  inject(): void;
}

/** The networks the Dev Wallet knows: every test network (its keys are test keys, coin type 1). */
const DEV_NETWORKS = BITCOIN_NETWORKS.filter((network) => network.format.bech32 !== 'bc');

/** A sats-connect account: an address, its purpose and type, and its public key in hex. */
interface DevAddress {
  address: string;
  publicKey: string;
  purpose: 'payment' | 'ordinals';
  addressType: 'p2wpkh' | 'p2tr';
  walletType: 'software';
}

function addressesOf(index: number, network: BitcoinNetwork): [DevAddress, DevAddress] {
  const paymentKey = pubECDSA(hex.decode(BITCOIN_PAYMENT_KEYS[index] as string));
  const ordinalsKey = pubSchnorr(hex.decode(BITCOIN_ORDINALS_KEYS[index] as string));
  return [
    {
      address: p2wpkh(paymentKey, network.format).address as string,
      publicKey: hex.encode(paymentKey),
      purpose: 'payment',
      addressType: 'p2wpkh',
      walletType: 'software',
    },
    {
      address: p2tr(ordinalsKey, undefined, network.format).address as string,
      publicKey: hex.encode(ordinalsKey),
      purpose: 'ordinals',
      addressType: 'p2tr',
      walletType: 'software',
    },
  ];
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
const invalidParams = (message: string) => new DevWalletError(WalletErrorCode.invalidParams, message);
const unauthorized = (message: string) => new DevWalletError(WalletErrorCode.unauthorized, message);

/**
 * The Dev Wallet's Bitcoin side, starting on the test network `chain` (regtest,
 * testnet, testnet4 or signet): sats-connect's `wallet_connect`, `getAddresses`, `wallet_getAccount`,
 * `wallet_getNetwork`, `wallet_changeNetwork`, `wallet_disconnect`, `signMessage` (BIP-322) and `signPsbt`. Requests that
 * need the user wait for the host's `approve`, the same prompt as the EVM side's.
 */
export function createBitcoinDevWallet(name: string, icon: string, chain: DevWalletBitcoinChain, host: DevWalletSideHost) {
  let network = DEV_NETWORKS.find((known) => `bip122:${known.reference}` === chain.id);
  if (!network) throw new Error(`Dev Wallet knows no Bitcoin test network ${chain.id}`);
  const startNetwork = network;
  const listeners = new Set<{ eventName: string; cb: (event: unknown) => void }>();

  const current = () => addressesOf(host.accountIndex(), network as BitcoinNetwork);
  const exposed = () => (host.permitted() ? current() : []);
  const networkResult = () => ({
    bitcoin: { name: (network as BitcoinNetwork).satsConnect },
    stacks: { name: 'testnet' },
    spark: { name: 'regtest' },
  });
  const emit = (eventName: string, event: Record<string, unknown>) => {
    for (const listener of listeners) if (listener.eventName === eventName) listener.cb({ type: eventName, ...event });
  };
  /** The user picked another account, or the site's permission changed in the wallet: the page hears of it. */
  const changed = () => emit('accountChange', { addresses: exposed() });

  function requirePermission(address?: unknown) {
    if (!host.permitted()) throw unauthorized('The site is not connected to Dev Wallet.');
    if (address !== undefined && !current().some((entry) => entry.address === address)) {
      throw unauthorized('The requested address is not one of the selected account.');
    }
  }
  const accountResult = () => ({ id: 'dev-wallet', addresses: exposed(), walletType: 'software', network: networkResult() });

  async function connect(method: string, params: unknown) {
    const [payment] = current();
    await host.approve({
      method,
      params,
      summary: `Connect account ${short(payment.address)} on Bitcoin ${(network as BitcoinNetwork).satsConnect}`,
    });
    const wasPermitted = host.permitted();
    host.permit(true);
    if (!wasPermitted) changed();
    return accountResult();
  }

  async function signMessage(params: unknown) {
    const { address, message, protocol } = (params ?? {}) as { address?: unknown; message?: unknown; protocol?: unknown };
    if (typeof address !== 'string' || typeof message !== 'string') throw invalidParams('signMessage expects an address and a message');
    if (protocol !== undefined && protocol !== 'BIP322') throw invalidParams('Dev Wallet signs messages with BIP-322 only');
    requirePermission(address);
    await host.approve({ method: 'signMessage', params: { address }, summary: `Sign a message as ${short(address)}` });
    const index = host.accountIndex();
    const [payment] = current();
    const key = address === payment.address ? BITCOIN_PAYMENT_KEYS[index] : BITCOIN_ORDINALS_KEYS[index];
    const signature = signBip322(hex.decode(key as string), address, message, (network as BitcoinNetwork).format);
    return { signature, messageHash: '', address, protocol: 'BIP322' };
  }

  async function signPsbt(params: unknown) {
    const { psbt, signInputs, broadcast } = (params ?? {}) as { psbt?: unknown; signInputs?: unknown; broadcast?: unknown };
    if (broadcast === true) throw invalidParams('Dev Wallet does not broadcast: there is no Bitcoin node here');
    if (typeof psbt !== 'string' || typeof signInputs !== 'object' || signInputs === null) {
      throw invalidParams('signPsbt expects a base64 PSBT and the inputs to sign');
    }
    requirePermission();
    let transaction: Transaction;
    try {
      transaction = Transaction.fromPSBT(base64.decode(psbt));
    } catch {
      throw invalidParams('signPsbt expects a base64 PSBT');
    }
    const index = host.accountIndex();
    const [payment, ordinals] = current();
    const keys: Record<string, string> = {
      [payment.address]: BITCOIN_PAYMENT_KEYS[index] as string,
      [ordinals.address]: BITCOIN_ORDINALS_KEYS[index] as string,
    };
    const entries = Object.entries(signInputs as Record<string, unknown>);
    for (const [address, indexes] of entries) {
      if (!keys[address]) throw unauthorized(`${short(address)} is not an address of the selected account.`);
      if (!Array.isArray(indexes) || !indexes.every((input) => Number.isInteger(input)))
        throw invalidParams('signInputs lists input indexes');
    }
    await host.approve({
      method: 'signPsbt',
      params: { signInputs },
      summary: `Sign ${transaction.inputsLength} input${transaction.inputsLength === 1 ? '' : 's'} of a transaction`,
    });
    for (const [address, indexes] of entries) {
      for (const input of indexes as number[]) {
        try {
          transaction.signIdx(hex.decode(keys[address] as string), input);
        } catch (error) {
          throw invalidParams(`Input ${input} cannot be signed by ${short(address)}: ${(error as Error).message}`);
        }
      }
    }
    return { psbt: base64.encode(transaction.toPSBT()) };
  }

  async function changeNetwork(params: unknown) {
    const requested = DEV_NETWORKS.find((known) => known.satsConnect === (params as { name?: unknown } | undefined)?.name);
    if (!requested) throw invalidParams('Dev Wallet knows the Bitcoin test networks only');
    await host.approve({ method: 'wallet_changeNetwork', params, summary: `Switch to Bitcoin ${requested.satsConnect}` });
    network = requested;
    emit('networkChange', { bitcoin: { name: requested.satsConnect }, addresses: exposed() });
    return null;
  }

  async function answer(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'wallet_connect':
      case 'getAddresses':
        return connect(method, params);
      case 'wallet_getAccount':
        requirePermission();
        return accountResult();
      case 'wallet_getNetwork':
        return networkResult();
      case 'wallet_changeNetwork':
        return changeNetwork(params);
      case 'wallet_disconnect':
        if (host.permitted()) {
          host.permit(false);
          emit('disconnect', {});
        }
        return null;
      case 'signMessage':
        return signMessage(params);
      case 'signPsbt':
        return signPsbt(params);
      default:
        throw new DevWalletError(WalletErrorCode.methodNotFound, `Dev Wallet has no method ${method}`);
    }
  }

  const provider: BitcoinDevWallet['provider'] = Object.freeze({
    // sats-connect providers answer JSON-RPC style, errors included: they resolve, never reject.
    async request(method: string, params: unknown) {
      try {
        return { jsonrpc: '2.0', id: null, result: await answer(method, params) };
      } catch (error) {
        const code = error instanceof DevWalletError ? error.code : -32603;
        return { jsonrpc: '2.0', id: null, error: { code, message: (error as Error).message } };
      }
    },
    addListener(listener: { eventName: string; cb: (event: unknown) => void }) {
      const entry = { ...listener };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  });

  function inject() {
    const page = window as unknown as Record<string, unknown> & { btc_providers?: unknown[] };
    page[PROVIDER_PATH[0]] = { [PROVIDER_PATH[1]]: provider };
    const id = PROVIDER_PATH.join('.');
    page.btc_providers = [
      ...(Array.isArray(page.btc_providers) ? page.btc_providers : []).filter((entry) => (entry as { id?: unknown })?.id !== id),
      { id, name, icon },
    ];
  }

  return {
    bitcoin: {
      provider,
      addresses: BITCOIN_PAYMENT_KEYS.map((_, index) => addressesOf(index, startNetwork)[0].address),
      inject,
    } satisfies BitcoinDevWallet,
    changed,
  };
}
