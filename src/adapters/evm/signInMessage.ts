// An eip155 sign-in message: ERC-4361, CAIP-122's text for Ethereum accounts. Loaded when a ready sign-in first makes one.
import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { SIWXMessageData } from '../../config/siwx';

/** The ERC-4361 text of `data`, its address checksummed (EIP-55). */
export function evmSignInMessage(data: SIWXMessageData): string {
  const reference = data.chainId.split(':')[1] ?? '';
  return createSiweMessage({
    ...data,
    issuedAt: data.issuedAt === undefined ? undefined : new Date(data.issuedAt),
    expirationTime: data.expirationTime === undefined ? undefined : new Date(data.expirationTime),
    notBefore: data.notBefore === undefined ? undefined : new Date(data.notBefore),
    address: getAddress(data.accountAddress),
    chainId: Number(reference),
    version: '1',
  });
}
