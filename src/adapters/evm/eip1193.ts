import { WalletErrorCode } from '../../errors';

/** An EIP-1193 provider: what extensions inject, EIP-6963 announces and our Dev Wallet implements. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): unknown;
  removeListener?(event: string, listener: (...args: never[]) => void): unknown;
}

/**
 * The JSON-RPC codes of a wallet error, outermost first. Wallets nest them differently: MetaMask mobile
 * wraps the 4902 of an unknown chain in a -32603 with `data.originalError`, some libraries use `cause`.
 */
function providerErrorCodes(error: unknown): number[] {
  const candidates = [error, (error as { data?: { originalError?: unknown } })?.data?.originalError, (error as { cause?: unknown })?.cause];
  return candidates.map((candidate) => (candidate as { code?: unknown } | undefined)?.code).filter((code) => typeof code === 'number');
}

export function providerErrorCode(error: unknown): number | undefined {
  return providerErrorCodes(error)[0];
}

function hasProviderErrorCode(error: unknown, code: number): boolean {
  return providerErrorCodes(error).includes(code);
}

/** The user said no: EIP-1193's 4001, or 5000, the code WalletConnect wallets answer a rejection with. */
export function isUserRejection(error: unknown): boolean {
  return hasProviderErrorCode(error, WalletErrorCode.userRejected) || hasProviderErrorCode(error, WalletErrorCode.default);
}

/**
 * The wallet does not know the chain it was asked to switch to: 4902, or 32603 (the invalid-chain-id code, which
 * some wallets send negative, as JSON-RPC's internal error).
 */
export function isUnknownChain(error: unknown): boolean {
  return [WalletErrorCode.unrecognizedChain, WalletErrorCode.invalidChainId, -WalletErrorCode.invalidChainId].some((code) =>
    hasProviderErrorCode(error, code),
  );
}

export function isUnsupportedMethod(error: unknown): boolean {
  return hasProviderErrorCode(error, WalletErrorCode.unsupportedMethod) || hasProviderErrorCode(error, WalletErrorCode.methodNotFound);
}

export const toHexChainId = (chainId: number) => `0x${chainId.toString(16)}`;

/**
 * A text message as `personal_sign` takes it: the hex of its UTF-8 bytes. Sent as plain text, a message
 * that happens to look like hex would be signed as the bytes it spells.
 */
export function personalSignMessage(message: string): string {
  return `0x${Array.from(new TextEncoder().encode(message), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** A chain id a wallet answered (hex string or number) when it is a well-formed one; wallets are untrusted input. */
export function parseChainId(value: unknown): number | undefined {
  const chainId = typeof value === 'string' && /^0x[0-9a-f]{1,16}$/i.test(value) ? Number.parseInt(value, 16) : value;
  return typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined;
}
