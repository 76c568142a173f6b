import { BaseError, createWalletClient, defineChain, formatEther, fromHex, type Hex, http, isAddressEqual, isHex, numberToHex } from 'viem';
import { rpcMethodPolicy } from '../src/adapters/embeddedWallet/protocol';
import { ErrorText } from '../src/errors';
import { z } from '../src/utils/zod';
import type { Approve } from './approval';
import type { FrameNetwork } from './config';
import { unsupportedMethod, userRejected } from './errors';
import type { UserKeys } from './keyStore';
import { callNode } from './rpc';
import { TEXTS } from './texts';

interface EvmContext {
  network: FrameNetwork;
  keys: UserKeys;
  approve: Approve;
}

const hex = z.string().check(z.refine((value) => isHex(value), 'Expected hex')) as z.ZodMiniType<Hex, string>;
const quantity = z.optional(hex);
const transactionSchema = z.object({
  from: z.optional(z.string()),
  to: z.optional(z.nullable(z.string())),
  value: quantity,
  data: quantity,
  input: quantity,
  gas: quantity,
  gasPrice: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
  nonce: quantity,
});
const typedDataSchema = z.object({
  domain: z.optional(z.record(z.string(), z.unknown())),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
});

function parsed<T extends z.ZodMiniType>(method: string, schema: T, params: unknown): z.output<T> {
  const result = schema.safeParse(params);
  if (!result.success) throw new Error(ErrorText.frameMalformedParams(method));
  return result.data;
}

/** Text the user can read: the message as UTF-8 when it is text, else its hex. */
function readable(message: Hex | string): string {
  if (!isHex(message)) return message;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(fromHex(message, 'bytes'));
    return /[\p{Cc}]/u.test(text.replace(/[\n\r\t]/g, '')) ? message : text;
  } catch {
    return message;
  }
}

/** Refuses a request that names another account than this wallet's. */
function ensureOurs(address: string | undefined, keys: UserKeys) {
  if (address !== undefined && !(/^0x[0-9a-fA-F]{40}$/.test(address) && isAddressEqual(address as Hex, keys.evmAddress))) {
    throw new Error(ErrorText.frameNotThisAccount);
  }
}

/** An EIP-712 domain's chainId (a number, or a decimal or hex string) as a number; undefined when the domain names none. */
function chainIdOf(method: string, value: unknown): bigint | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^(\d+|0x[0-9a-fA-F]+)$/.test(value)) return BigInt(value);
  throw new Error(ErrorText.frameMalformedParams(method));
}

/** The node's own short words when viem's call to it fails. */
async function nodeSays<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof BaseError ? new Error(error.shortMessage) : error;
  }
}

async function approved(approve: Approve, ...request: Parameters<Approve>) {
  if (!(await approve(...request))) throw userRejected();
}

/** The EVM methods of an RPC_REQUEST: the approval methods signed here after the user approved, reads sent to the node. */
export async function evmRequest({ network, keys, approve }: EvmContext, method: string, params: unknown): Promise<unknown> {
  const chainId = Number(network.caipNetworkId.split(':')[1]);
  const networkRow = { label: TEXTS.network, value: network.name };
  const accountRow = { label: TEXTS.account, value: keys.evmAddress };
  switch (method) {
    case 'eth_accounts':
      return [keys.evmAddress];
    case 'eth_chainId':
      return numberToHex(chainId);
    case 'wallet_getCapabilities':
      return {};
    case 'personal_sign': {
      const [message, address] = parsed(method, z.tuple([z.string(), z.optional(z.string())]), params);
      ensureOurs(address, keys);
      await approved(approve, { title: TEXTS.signMessage, rows: [accountRow, { label: TEXTS.message, value: readable(message) }] });
      const account = await keys.evmAccount();
      return account.signMessage({ message: isHex(message) ? { raw: message } : message });
    }
    case 'eth_signTypedData_v4': {
      const [address, json] = parsed(method, z.tuple([z.string(), z.union([z.string(), z.record(z.string(), z.unknown())])]), params);
      ensureOurs(address, keys);
      let data: z.output<typeof typedDataSchema>;
      try {
        data = parsed(method, typedDataSchema, typeof json === 'string' ? JSON.parse(json) : json);
      } catch {
        throw new Error(ErrorText.frameMalformedParams(method));
      }
      const { EIP712Domain: _domainType, ...types } = data.types;
      const domain = data.domain ?? {};
      const domainChainId = chainIdOf(method, domain.chainId);
      // EIP-712's chainId binds the signature to one chain: one for another chain is not what this network's user signs.
      if (domainChainId !== undefined && domainChainId !== BigInt(chainId)) {
        throw new Error(ErrorText.frameTypedDataOtherChain(domainChainId.toString(), network.name));
      }
      const domainText = (field: string) => {
        const value = domain[field];
        if (value === undefined) return [];
        if (typeof value !== 'string') throw new Error(ErrorText.frameMalformedParams(method));
        return [value];
      };
      await approved(approve, {
        title: TEXTS.signTypedData,
        rows: [
          networkRow,
          accountRow,
          ...domainText('name').map((value) => ({ label: TEXTS.domainName, value })),
          ...domainText('version').map((value) => ({ label: TEXTS.domainVersion, value })),
          domainChainId === undefined
            ? { label: TEXTS.chainId, value: TEXTS.anyChain, warning: true }
            : { label: TEXTS.chainId, value: domainChainId.toString() },
          ...domainText('verifyingContract').map((value) => ({ label: TEXTS.verifyingContract, value })),
          ...domainText('salt').map((value) => ({ label: TEXTS.salt, value })),
          { label: TEXTS.message, value: `${data.primaryType}\n${JSON.stringify(data.message, null, 2)}` },
        ],
      });
      const account = await keys.evmAccount();
      return account.signTypedData({ domain, types, primaryType: data.primaryType, message: data.message } as never);
    }
    case 'eth_sendTransaction': {
      const [transaction] = parsed(method, z.tuple([transactionSchema]), params);
      ensureOurs(transaction.from, keys);
      const value = transaction.value ? fromHex(transaction.value, 'bigint') : 0n;
      const data = transaction.data ?? transaction.input;
      const chain = defineChain({
        id: chainId,
        name: network.name,
        nativeCurrency: { name: network.symbol, symbol: network.symbol, decimals: 18 },
        rpcUrls: { default: { http: [network.rpcUrl] } },
      });
      const client = createWalletClient({ account: keys.evmAddress, chain, transport: http(network.rpcUrl) });
      const quantityOf = (field: Hex | undefined) => (field === undefined ? undefined : fromHex(field, 'bigint'));
      const fees =
        transaction.gasPrice !== undefined
          ? { gasPrice: fromHex(transaction.gasPrice, 'bigint') }
          : { maxFeePerGas: quantityOf(transaction.maxFeePerGas), maxPriorityFeePerGas: quantityOf(transaction.maxPriorityFeePerGas) };
      // Nonce, gas and fees are settled before the user is asked: what the panel shows is what is signed.
      const prepared = await nodeSays(() =>
        client.prepareTransactionRequest({
          to: (transaction.to ?? null) as Hex | null,
          value,
          data,
          gas: quantityOf(transaction.gas),
          nonce: transaction.nonce === undefined ? undefined : fromHex(transaction.nonce, 'number'),
          ...fees,
        } as never),
      );
      const { gas, maxFeePerGas, gasPrice } = prepared as { gas: bigint; maxFeePerGas?: bigint; gasPrice?: bigint };
      await approved(approve, {
        title: TEXTS.sendTransaction,
        rows: [
          networkRow,
          accountRow,
          { label: TEXTS.to, value: transaction.to ?? TEXTS.newContract },
          { label: TEXTS.amount, value: `${formatEther(value)} ${network.symbol}` },
          { label: TEXTS.maxFee, value: `${formatEther(gas * (maxFeePerGas ?? gasPrice ?? 0n))} ${network.symbol}` },
          { label: TEXTS.gasLimit, value: gas.toString() },
          ...(data && data !== '0x' ? [{ label: TEXTS.data, value: data }] : []),
        ],
      });
      const account = await keys.evmAccount();
      const { account: _address, ...signable } = prepared as typeof prepared & { account: unknown };
      const serializedTransaction = await account.signTransaction(signable as never);
      return nodeSays(() => client.sendRawTransaction({ serializedTransaction }));
    }
    default:
      if (rpcMethodPolicy(method) === 'safe') return callNode(network.rpcUrl, method, params);
      throw unsupportedMethod(method);
  }
}
