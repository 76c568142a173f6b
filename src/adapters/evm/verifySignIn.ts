// The default sign-in's check of an eip155 session. Loaded when it first verifies one.
import { createPublicClient, http } from 'viem';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import type { Network } from '../../config/networks';
import type { SIWXSession } from '../../config/siwx';

/**
 * Whether the session's ERC-4361 message is its account's, on its network, for its domain and nonce, unexpired and
 * signed by it: checked against the chain, through the network's first RPC URL, so a contract account's signature
 * verifies too.
 */
export async function verifyEvmSignIn({ data, message, signature }: SIWXSession, networks: readonly Network[]): Promise<boolean> {
  const network = networks.find((candidate) => candidate.caipNetworkId === data.chainId);
  const url = network?.rpcUrls.default.http[0];
  if (!url) throw new Error(`${data.chainId} is not among the networks the sign-in verifies on: pass it to createDefaultSiwx`);
  if (parseSiweMessage(message).chainId !== Number(data.chainId.split(':')[1])) return false;
  const client = createPublicClient({ transport: http(url) });
  return verifySiweMessage(client, {
    message,
    signature: signature as `0x${string}`,
    address: data.accountAddress as `0x${string}`,
    domain: data.domain,
    nonce: data.nonce,
  });
}
