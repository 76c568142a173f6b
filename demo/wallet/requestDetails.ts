import { VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { formatEther, hexToBytes, isHex } from 'viem';
import { describeSolanaTransaction } from '../../src/devWallet/describeSolanaTransaction';
import type { WalletConnectRequest } from '../../src/devWallet/walletConnectDevWallet';
import { fromBase64 } from '../../src/utils/base64';

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

/** `bytes` as text when they are UTF-8. */
function utf8(bytes: Uint8Array) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** A `personal_sign` message as text when it is UTF-8, else as the hex it came as. */
function messageText(message: unknown) {
  if (typeof message !== 'string' || !isHex(message)) return text(message);
  return utf8(hexToBytes(message)) ?? message;
}

/** A `solana_signMessage` message as text when it is UTF-8, else as the base58 it came as. */
function base58MessageText(message: unknown) {
  const bytes = typeof message === 'string' ? bs58.decodeUnsafe(message) : undefined;
  return (bytes && utf8(bytes)) ?? text(message);
}

/** What a Solana transaction (base64, as WalletConnect carries it) does, in the wallet's words. */
function solanaTransaction(transaction: unknown, chain: string) {
  try {
    return describeSolanaTransaction(VersionedTransaction.deserialize(fromBase64(transaction as string)), { name: chain });
  } catch {
    return `${text(transaction)} (not a serialized transaction)`;
  }
}

/** A `polkadot_signMessage` message: 0x-hex bytes as text when they are UTF-8, else as they came. */
function polkadotMessageText(message: unknown) {
  return typeof message === 'string' && isHex(message) ? messageText(message) : text(message);
}

/** An amino sign document: ADR-036's (a message, no fee, no chain) read as its message, anything else shown whole. */
function aminoDocument(signDoc: unknown): DetailRow[] {
  const doc = (typeof signDoc === 'object' && signDoc !== null ? signDoc : {}) as { msgs?: unknown };
  const [msg, ...more] = Array.isArray(doc.msgs) ? doc.msgs : [];
  const { type, value } = (msg ?? {}) as { type?: unknown; value?: { data?: unknown } };
  if (type === 'sign/MsgSignData' && more.length === 0 && typeof value?.data === 'string') {
    let bytes: Uint8Array | undefined;
    try {
      bytes = fromBase64(value.data);
    } catch {
      bytes = undefined;
    }
    return [{ label: 'Message (ADR-036)', value: (bytes && utf8(bytes)) ?? value.data, block: true }];
  }
  return [{ label: 'Sign document', value: text(signDoc), block: true }];
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

function chainLabel(chainId: string, chainNames: ReadonlyMap<string, string>) {
  const name = chainNames.get(chainId);
  return name ? `${name} (${chainId})` : chainId;
}

/**
 * What the user reads before approving a request: the method's parameters in words. `chainNames` are the names of the
 * chains the wallet knows, by CAIP-2 id.
 */
export function requestDetails(request: WalletConnectRequest, chainNames: ReadonlyMap<string, string>): DetailRow[] {
  const params: unknown[] = Array.isArray(request.params) ? request.params : [];
  // Solana's, Bitcoin's, Polkadot's and Cosmos' methods take one object of named params.
  const named = (typeof request.params === 'object' && request.params !== null ? request.params : {}) as Record<string, unknown>;
  const chain = { label: 'Chain', value: chainLabel(request.chainId, chainNames) };
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
        typeof target === 'string' && isHex(target) ? chainLabel(`eip155:${Number.parseInt(target, 16)}`, chainNames) : text(target);
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
    case 'wallet_grantPermissions': {
      const grant = (typeof params[0] === 'object' && params[0] !== null ? params[0] : {}) as Record<string, unknown>;
      const expiry = typeof grant.expiry === 'number' ? new Date(grant.expiry * 1000).toISOString() : text(grant.expiry);
      return [
        chain,
        { label: 'Account', value: text(grant.address) },
        { label: 'Until', value: expiry },
        { label: 'Permissions', value: text(grant.permissions), block: true },
        { label: 'Policies', value: text(grant.policies), block: true },
      ];
    }
    case 'wallet_revokePermissions': {
      const revoke = (typeof params[0] === 'object' && params[0] !== null ? params[0] : {}) as Record<string, unknown>;
      return [chain, { label: 'Account', value: text(revoke.address) }, { label: 'Smart session', value: text(revoke.pci) }];
    }
    case 'solana_signMessage':
      return [
        chain,
        { label: 'Account', value: text(named.pubkey) },
        { label: 'Message', value: base58MessageText(named.message), block: true },
      ];
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return [
        chain,
        { label: 'Transaction', value: solanaTransaction(named.transaction, chainNames.get(request.chainId) ?? request.chainId) },
        ...(named.sendOptions === undefined ? [] : [{ label: 'Send options', value: text(named.sendOptions), block: true }]),
      ];
    // Bitcoin (bip122): WalletConnect's methods take one object of named params too.
    case 'signMessage':
      return [
        chain,
        { label: 'Address', value: text(named.address ?? named.account) },
        { label: 'Protocol', value: text(named.protocol ?? 'ecdsa') },
        { label: 'Message', value: text(named.message), block: true },
      ];
    case 'signPsbt':
      return [
        chain,
        { label: 'Account', value: text(named.account) },
        { label: 'Inputs to sign', value: text(named.signInputs), block: true },
        { label: 'Broadcast', value: named.broadcast === true ? 'yes' : 'no' },
        { label: 'PSBT (base64)', value: text(named.psbt), block: true },
      ];
    case 'getAccountAddresses':
      return [chain, { label: 'Account', value: text(named.account) }];
    case 'polkadot_signMessage':
      return [
        chain,
        { label: 'Account', value: text(named.address) },
        { label: 'Message', value: polkadotMessageText(named.message), block: true },
      ];
    case 'cosmos_getAccounts':
      return [chain];
    case 'cosmos_signAmino':
      return [chain, { label: 'Signer', value: text(named.signerAddress) }, ...aminoDocument(named.signDoc)];
    case 'cosmos_signDirect':
      return [
        chain,
        { label: 'Signer', value: text(named.signerAddress) },
        { label: 'Sign document', value: text(named.signDoc), block: true },
      ];
    default:
      return [chain, { label: 'Parameters', value: text(request.params), block: true }];
  }
}
