import type { DevWalletChain } from 'redux-wallet-modal/dev-wallet';
import { formatEther, hexToBytes, isHex } from 'viem';
import type { WalletConnectRequest } from '../../src/devWallet/walletConnectDevWallet';

/** One line of a request prompt; `block` values are long (a message, typed data) and keep their line breaks. */
export interface DetailRow {
  label: string;
  value: string;
  block?: boolean;
}

// Everything here comes from the dapp: it is turned into text and never trusted to have the right shape.
const text = (value: unknown) => {
  if (value === undefined) return '(none)';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
};

/** A `personal_sign` message as text when it is UTF-8, else as the hex it came as. */
function messageText(message: unknown) {
  if (typeof message !== 'string' || !isHex(message)) return text(message);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message));
  } catch {
    return message;
  }
}

function typedData(value: unknown): { primaryType?: unknown; domain?: { name?: unknown }; message?: unknown } {
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

function amount(value: unknown) {
  if (value === undefined) return '0 ETH';
  return isHex(value) ? `${formatEther(BigInt(value))} ETH` : `${text(value)} (not a hex amount)`;
}

function chainLabel(chainId: string, chains: readonly DevWalletChain[]) {
  const known = chains.find((chain) => `eip155:${chain.id}` === chainId);
  return known ? `${known.name} (${chainId})` : chainId;
}

/** What the user reads before approving a request: the method's parameters in words. */
export function requestDetails(request: WalletConnectRequest, chains: readonly DevWalletChain[]): DetailRow[] {
  const params: unknown[] = Array.isArray(request.params) ? request.params : [];
  const chain = { label: 'Chain', value: chainLabel(request.chainId, chains) };
  switch (request.method) {
    case 'personal_sign':
      return [chain, { label: 'Account', value: text(params[1]) }, { label: 'Message', value: messageText(params[0]), block: true }];
    case 'eth_signTypedData_v4': {
      const data = typedData(params[1]);
      return [
        chain,
        { label: 'Account', value: text(params[0]) },
        { label: 'Type', value: text(data.primaryType) },
        { label: 'Domain', value: text(data.domain?.name) },
        { label: 'Message', value: text(data.message), block: true },
      ];
    }
    case 'eth_sendTransaction': {
      const transaction = (typeof params[0] === 'object' && params[0] !== null ? params[0] : {}) as Record<string, unknown>;
      return [
        chain,
        { label: 'From', value: text(transaction.from) },
        { label: 'To', value: transaction.to === undefined ? 'a new contract' : text(transaction.to) },
        { label: 'Value', value: amount(transaction.value) },
        ...(transaction.data === undefined || transaction.data === '0x'
          ? []
          : [{ label: 'Data', value: text(transaction.data), block: true }]),
      ];
    }
    case 'wallet_switchEthereumChain': {
      const target = (params[0] as { chainId?: unknown } | undefined)?.chainId;
      const label =
        typeof target === 'string' && isHex(target) ? chainLabel(`eip155:${Number.parseInt(target, 16)}`, chains) : text(target);
      return [{ label: 'Switch to', value: label }];
    }
    case 'wallet_addEthereumChain': {
      const added = (params[0] ?? {}) as { chainId?: unknown; chainName?: unknown; rpcUrls?: unknown };
      return [
        { label: 'Add', value: text(added.chainName) },
        { label: 'Chain ID', value: text(added.chainId) },
        { label: 'RPC URLs', value: text(added.rpcUrls) },
      ];
    }
    default:
      return [chain, { label: 'Parameters', value: text(request.params), block: true }];
  }
}
