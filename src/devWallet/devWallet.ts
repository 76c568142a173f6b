import { createWalletClient, type Hex, http, isAddress, isHex, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Eip1193Provider } from '../adapters/evm/eip1193';
import { toHexChainId } from '../adapters/evm/eip1193';
import { EVM_NODE_READS } from '../adapters/evm/nodeReads';
import { WalletErrorCode } from '../errors';
import { eventListeners } from '../utils/eventListeners';
import { anyValue } from '../utils/schemas';
import type { KeyValueStorage } from '../utils/storage';
import { nonEmptyString, z } from '../utils/zod';
import { ANVIL_PRIVATE_KEYS } from './accounts';
import { type BitcoinDevWallet, createBitcoinDevWallet, type DevWalletBitcoinChain } from './bitcoinDevWallet';
import { type CosmosDevWallet, createCosmosDevWallet, type DevWalletCosmosChain } from './cosmosDevWallet';
import { describeTransaction } from './describeTransaction';
import { DevWalletError, type DevWalletRequest, type DevWalletSideHost } from './devWalletError';
import { grantMessage, revokeMessage } from './permissionMessages';
import { createPolkadotDevWallet, type DevWalletPolkadotChain, type PolkadotDevWallet } from './polkadotDevWallet';
import { createSolanaDevWallet, type DevWalletSolanaChain, type SolanaDevWallet } from './solanaDevWallet';

export interface DevWalletChain {
  id: number;
  name: string;
  rpcUrl: string;
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  blockExplorerUrl?: string;
}

export interface DevWalletOptions {
  /** The chain the wallet is on at first; it knows no other until one is added. */
  chain: DevWalletChain;
  /** The user's answer to a request needing approval (the demo shows a prompt; tests answer directly). */
  approve: (request: DevWalletRequest) => boolean | Promise<boolean>;
  /** Remembers the connection, the added chains, the chain and the account across reloads. */
  storage?: KeyValueStorage;
  storageKey?: string;
  /** The Solana chain its Solana side signs for; without it, the wallet has no Solana side. */
  solana?: { chain: DevWalletSolanaChain };
  /** The Bitcoin test network its Bitcoin side starts on (regtest, testnet, testnet4, signet); without it, none. */
  bitcoin?: { chain: DevWalletBitcoinChain };
  /** The Polkadot network its Polkadot side's prompts name; without it, none. */
  polkadot?: { chain: DevWalletPolkadotChain };
  /** The Cosmos chain its Cosmos side signs for; without it, none. */
  cosmos?: { chain: DevWalletCosmosChain };
}

export interface DevWalletProvider extends Eip1193Provider {
  on(event: string, listener: (...args: never[]) => void): this;
  removeListener(event: string, listener: (...args: never[]) => void): this;
}

export interface DevWallet {
  provider: DevWalletProvider;
  /** The EIP-6963 provider info. */
  info: { uuid: string; name: string; icon: string; rdns: string };
  addresses: readonly `0x${string}`[];
  /** Its Solana side, a Wallet Standard wallet of the same name, when made with `solana`. */
  solana: SolanaDevWallet | undefined;
  /** Its Bitcoin side, a sats-connect provider of the same name, when made with `bitcoin`. */
  bitcoin: BitcoinDevWallet | undefined;
  /** Its Polkadot side, a polkadot-js style extension, when made with `polkadot`. */
  polkadot: PolkadotDevWallet | undefined;
  /** Its Cosmos side, a Keplr-style wallet, when made with `cosmos`. */
  cosmos: CosmosDevWallet | undefined;
  /** Announces the wallet through EIP-6963, now and whenever a page asks; returns a function that stops. */
  announce(): () => void;
  /** Makes another test account the selected one on both sides (a wallet user picking an account): emits `accountsChanged` and `change`. */
  selectAccount(index: number): void;
  /** The site's permission is removed in the wallet, on both sides: emits `accountsChanged([])` and `change`. */
  forgetSite(): void;
  /** The wallet loses its connection to every chain: emits `disconnect`. */
  emitDisconnect(): void;
  snapshot(): DevWalletState;
}

const chainSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: nonEmptyString(),
  rpcUrl: z.url(),
  nativeCurrency: z.optional(z.object({ name: z.string(), symbol: z.string(), decimals: z.number().check(z.int()) })),
  blockExplorerUrl: z.optional(z.url()),
});
const stateSchema = z.object({
  permitted: z.boolean(),
  /** Whether the site may see each other side's account; kept apart, as each side is connected on its own. */
  solanaPermitted: z.optional(z.boolean()),
  bitcoinPermitted: z.optional(z.boolean()),
  polkadotPermitted: z.optional(z.boolean()),
  cosmosPermitted: z.optional(z.boolean()),
  accountIndex: z.number().check(z.int(), z.gte(0), z.lte(ANVIL_PRIVATE_KEYS.length - 1)),
  chainId: z.number().check(z.int(), z.positive()),
  chains: z.array(chainSchema).check(z.minLength(1)),
});
export type DevWalletState = z.infer<typeof stateSchema>;
/** The state's flag of one other side's site permission. */
type SidePermission = 'solanaPermitted' | 'bitcoinPermitted' | 'polkadotPermitted' | 'cosmosPermitted';

const permissionEntrySchema = z.object({ type: nonEmptyString(), data: anyValue });
/** A `wallet_grantPermissions` request (ERC-7715) as the Dev Wallet takes it: one account, one chain, until `expiry`. */
const permissionRequestSchema = z.object({
  chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
  address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  expiry: z.number().check(z.int(), z.positive()),
  permissions: z.array(permissionEntrySchema).check(z.minLength(1)),
  policies: z.array(permissionEntrySchema),
});

/** What the Dev Wallet tells a page it can do (EIP-5792 capabilities): grant permissions (ERC-7715) on each of its chains. */
const PERMISSION_CAPABILITIES = {
  permissions: { supported: true, signerTypes: ['account'], permissionTypes: ['native-token-recurring-allowance', 'contract-call'] },
};

/** `wallet_revokePermissions` for a smart session (`{ pci, … }`), not for the site's account permission. */
const isSmartSessionRevoke = (value: unknown): value is { pci: string; address?: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { pci?: unknown }).pci === 'string';

const rejected = () => new DevWalletError(WalletErrorCode.userRejected, 'User rejected the request.');
const invalidParams = (message: string) => new DevWalletError(WalletErrorCode.invalidParams, message);

/** Chain reads the wallet passes to the node of the chain it is on. */
const READ_METHODS = new Set(EVM_NODE_READS);

const NAME = 'Dev Wallet';
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#1f6f4a"/><path d="M28 30h22a18 18 0 0 1 0 36H28z" fill="none" stroke="#fff" stroke-width="8"/></svg>';
const ICON = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`;
// Wallet Standard icons are base64 data URIs.
const STANDARD_ICON = `data:image/svg+xml;base64,${btoa(ICON_SVG)}` as const;

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * A development wallet: an EIP-1193 provider announced through EIP-6963 as "Dev Wallet", signing with
 * anvil's test accounts and sending to the chain it is on; with `solana`, also a Wallet Standard wallet of the same name
 * over the local Solana chain's test keypairs. Requests that need the user, on either side, wait for `approve`.
 */
export function createDevWallet({
  chain,
  approve,
  storage,
  storageKey = 'dev-wallet',
  solana,
  bitcoin,
  polkadot,
  cosmos,
}: DevWalletOptions): DevWallet {
  const accounts: LocalAccount[] = ANVIL_PRIVATE_KEYS.map((key) => privateKeyToAccount(key));
  const { emit, ...events } = eventListeners();
  let state: DevWalletState = load() ?? { permitted: false, accountIndex: 0, chainId: chain.id, chains: [chain] };

  function load(): DevWalletState | undefined {
    try {
      const parsed = stateSchema.safeParse(JSON.parse(storage?.getItem(storageKey) ?? 'null'));
      return parsed.success && parsed.data.chains.some((known) => known.id === parsed.data.chainId) ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }
  function update(next: Partial<DevWalletState>) {
    state = { ...state, ...next };
    storage?.setItem(storageKey, JSON.stringify(state));
  }

  const account = () => accounts[state.accountIndex] as LocalAccount;
  const currentChain = () => state.chains.find((known) => known.id === state.chainId) as DevWalletChain;
  const exposedAccounts = () => (state.permitted ? [account().address] : []);

  async function ask(method: string, params: unknown, summary: string) {
    if (!(await approve({ method, params, summary }))) throw rejected();
  }
  /** What a side shares with the wallet: the one prompt, the selected account, the site's permission under `flag`. */
  const sideHost = (flag: SidePermission): DevWalletSideHost => ({
    approve: (request) => ask(request.method, request.params, request.summary),
    accountIndex: () => state.accountIndex,
    permitted: () => state[flag] === true,
    permit: (permitted) => update({ [flag]: permitted }),
  });
  const solanaSide = solana && createSolanaDevWallet(NAME, STANDARD_ICON, solana.chain, sideHost('solanaPermitted'));
  const bitcoinSide = bitcoin && createBitcoinDevWallet(NAME, ICON, bitcoin.chain, sideHost('bitcoinPermitted'));
  const polkadotSide = polkadot && createPolkadotDevWallet(polkadot.chain, sideHost('polkadotPermitted'));
  const cosmosSide = cosmos && createCosmosDevWallet(cosmos.chain, sideHost('cosmosPermitted'));
  /** The other sides, each with the flag of its site permission and what tells its page of a change. */
  const sides: { flag: SidePermission; changed: () => void }[] = [
    ...(solanaSide ? [{ flag: 'solanaPermitted' as const, changed: solanaSide.changed }] : []),
    ...(bitcoinSide ? [{ flag: 'bitcoinPermitted' as const, changed: bitcoinSide.changed }] : []),
    ...(polkadotSide ? [{ flag: 'polkadotPermitted' as const, changed: polkadotSide.changed }] : []),
    ...(cosmosSide ? [{ flag: 'cosmosPermitted' as const, changed: cosmosSide.changed }] : []),
  ];
  function requirePermission(address?: unknown) {
    if (!state.permitted) throw new DevWalletError(WalletErrorCode.unauthorized, 'The site is not connected to Dev Wallet.');
    if (address !== undefined && (typeof address !== 'string' || address.toLowerCase() !== account().address.toLowerCase())) {
      throw new DevWalletError(WalletErrorCode.unauthorized, 'The requested account is not the selected one.');
    }
  }

  async function forward(method: string, params: unknown) {
    const response = await fetch(currentChain().rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw new DevWalletError(body.error.code, body.error.message);
    return body.result;
  }

  async function sendTransaction(params: unknown) {
    const [transaction] = (Array.isArray(params) ? params : []) as [Record<string, unknown> | undefined];
    if (!transaction) throw invalidParams('eth_sendTransaction expects one transaction');
    requirePermission(transaction.from);
    const { to, value, data, gas } = transaction;
    if (to !== undefined && (typeof to !== 'string' || !isAddress(to))) throw invalidParams('`to` must be an address');
    for (const [name, field] of Object.entries({ value, data, gas })) {
      if (field !== undefined && !isHex(field)) throw invalidParams(`\`${name}\` must be hex`);
    }
    const target = currentChain();
    await ask(
      'eth_sendTransaction',
      params,
      await describeTransaction({ to, value, data } as Parameters<typeof describeTransaction>[0], target),
    );
    const client = createWalletClient({ account: account(), transport: http(target.rpcUrl) });
    return client.sendTransaction({
      chain: null,
      to: to as `0x${string}` | undefined,
      value: value === undefined ? undefined : BigInt(value as Hex),
      data: data as Hex | undefined,
      gas: gas === undefined ? undefined : BigInt(gas as Hex),
    });
  }

  /** ERC-7715: the account signs the grant it approves; the signature is the permission's context. */
  async function grantPermissions(params: unknown) {
    const request = permissionRequestSchema.safeParse(params);
    if (!request.success) throw invalidParams('wallet_grantPermissions expects { chainId, address, expiry, permissions, policies }');
    requirePermission(request.data.address);
    const chain = state.chains.find((known) => toHexChainId(known.id) === request.data.chainId.toLowerCase());
    if (!chain) throw invalidParams(`wallet_grantPermissions: chain ${request.data.chainId} is not one of Dev Wallet's`);
    const kinds = request.data.permissions.map((permission) => permission.type).join(', ');
    const until = new Date(request.data.expiry * 1000).toISOString();
    await ask('wallet_grantPermissions', [request.data], `Grant ${kinds} on ${chain.name} until ${until}`);
    return { ...request.data, context: await account().signMessage({ message: grantMessage(request.data) }) };
  }

  /** A smart session's revocation: the account signs it, and the provider API checks that signature. */
  async function revokeSmartSession({ pci, address }: { pci: string; address?: unknown }) {
    requirePermission(address);
    await ask('wallet_revokePermissions', [{ pci }], `Revoke smart session ${pci}`);
    return account().signMessage({ message: revokeMessage(pci) });
  }

  async function permit(method: string, params: unknown) {
    await ask(method, params, `Connect account ${short(account().address)} on ${currentChain().name}`);
    const wasPermitted = state.permitted;
    update({ permitted: true });
    if (!wasPermitted) emit('accountsChanged', exposedAccounts());
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    const args = (Array.isArray(params) ? params : []) as unknown[];
    switch (method) {
      case 'eth_chainId':
        return toHexChainId(state.chainId);
      case 'eth_accounts':
        return exposedAccounts();
      case 'eth_requestAccounts':
        if (!state.permitted) await permit(method, params);
        return exposedAccounts();
      // Like extension wallets, a permission request asks the user every time, so they can share another account.
      case 'wallet_requestPermissions':
        await permit(method, params);
        return [{ parentCapability: 'eth_accounts' }];
      case 'wallet_getPermissions':
        return state.permitted ? [{ parentCapability: 'eth_accounts' }] : [];
      case 'wallet_getCapabilities':
        requirePermission(args[0]);
        return Object.fromEntries(state.chains.map((known) => [toHexChainId(known.id), PERMISSION_CAPABILITIES]));
      case 'wallet_grantPermissions':
        return grantPermissions(args[0]);
      case 'wallet_revokePermissions':
        if (isSmartSessionRevoke(args[0])) return revokeSmartSession(args[0]);
        if (state.permitted) {
          update({ permitted: false });
          emit('accountsChanged', []);
        }
        return null;
      case 'wallet_switchEthereumChain': {
        const chainId = (args[0] as { chainId?: unknown } | undefined)?.chainId;
        if (typeof chainId !== 'string' || !isHex(chainId)) throw invalidParams('wallet_switchEthereumChain expects { chainId }');
        const target = state.chains.find((known) => toHexChainId(known.id) === chainId.toLowerCase());
        if (!target) {
          throw new DevWalletError(
            WalletErrorCode.unrecognizedChain,
            `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
          );
        }
        if (target.id === state.chainId) return null;
        await ask(method, params, `Switch to ${target.name}`);
        update({ chainId: target.id });
        emit('chainChanged', toHexChainId(target.id));
        return null;
      }
      case 'wallet_addEthereumChain': {
        const parameter = z
          .object({
            chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
            chainName: nonEmptyString(),
            rpcUrls: z.array(z.url()).check(z.minLength(1)),
            nativeCurrency: z.optional(z.object({ name: z.string(), symbol: z.string(), decimals: z.number().check(z.int()) })),
            blockExplorerUrls: z.optional(z.array(z.url())),
          })
          .safeParse(args[0]);
        if (!parameter.success) throw invalidParams('wallet_addEthereumChain expects chainId, chainName and rpcUrls');
        const added: DevWalletChain = {
          id: Number.parseInt(parameter.data.chainId, 16),
          name: parameter.data.chainName,
          rpcUrl: parameter.data.rpcUrls[0] as string,
          nativeCurrency: parameter.data.nativeCurrency,
          blockExplorerUrl: parameter.data.blockExplorerUrls?.[0],
        };
        if (state.chains.some((known) => known.id === added.id)) return null;
        await ask(method, params, `Add ${added.name} (chain ${added.id}, ${added.rpcUrl})`);
        update({ chains: [...state.chains, added] });
        return null;
      }
      case 'personal_sign': {
        const [message, address] = args;
        requirePermission(address);
        if (typeof message !== 'string') throw invalidParams('personal_sign expects a message');
        await ask(method, params, `Sign a message as ${short(account().address)}`);
        return account().signMessage({ message: isHex(message) ? { raw: message } : message });
      }
      case 'eth_signTypedData_v4': {
        const [address, json] = args;
        requirePermission(address);
        let typedData: Parameters<LocalAccount['signTypedData']>[0];
        try {
          typedData = typeof json === 'string' ? JSON.parse(json) : (json as typeof typedData);
        } catch {
          throw invalidParams('eth_signTypedData_v4 expects typed data as JSON');
        }
        await ask(method, params, `Sign typed data as ${short(account().address)}`);
        return account().signTypedData(typedData);
      }
      case 'eth_sendTransaction':
        return sendTransaction(params);
      default:
        if (READ_METHODS.has(method)) return forward(method, params);
        throw new DevWalletError(WalletErrorCode.unsupportedMethod, `Dev Wallet does not support ${method}`);
    }
  }

  const provider: DevWalletProvider = {
    request: ({ method, params }) => handle(method, params),
    on(event, listener) {
      events.on(event, listener);
      return this;
    },
    removeListener(event, listener) {
      events.removeListener(event, listener);
      return this;
    },
  };
  const info = Object.freeze({ uuid: crypto.randomUUID(), name: NAME, icon: ICON, rdns: 'dev.redux-wallet-modal.wallet' });

  return {
    provider,
    info,
    addresses: accounts.map((known) => known.address),
    solana: solanaSide?.solana,
    bitcoin: bitcoinSide?.bitcoin,
    polkadot: polkadotSide?.polkadot,
    cosmos: cosmosSide?.cosmos,
    announce() {
      const detail = Object.freeze({ info, provider });
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
      return () => window.removeEventListener('eip6963:requestProvider', announce);
    },
    selectAccount(index) {
      if (!accounts[index]) throw new RangeError(`Dev Wallet has accounts 0 to ${accounts.length - 1}`);
      update({ accountIndex: index });
      if (state.permitted) emit('accountsChanged', exposedAccounts());
      for (const side of sides) if (state[side.flag]) side.changed();
    },
    forgetSite() {
      const wasPermitted = sides.filter((side) => state[side.flag]);
      update({ permitted: false, ...Object.fromEntries(sides.map((side) => [side.flag, false])) });
      emit('accountsChanged', []);
      for (const side of wasPermitted) side.changed();
    },
    emitDisconnect() {
      emit('disconnect', new DevWalletError(WalletErrorCode.disconnected, 'Dev Wallet is disconnected'));
    },
    snapshot: () => state,
  };
}
