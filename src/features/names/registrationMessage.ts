// The text a wallet signs to register a name (docs/behaviour.md#names): the JSON payload `{ name, attributes,
// timestamp }` after two lines that name the service, its version and the chain. The lines are the domain separator
// (as EIP-712's domain is for typed data): the signature cannot pass for any other message the account signs, nor for a
// registration on another chain. No imports: the local API (mocks/namesAndSessions.ts) loads this module as it is,
// under Node.

/** The first line: the service and the version of its message. */
export const NAME_REGISTRATION_HEADER = 'reown.id name registration, version 1';
const CHAIN_LINE = /^Chain ID: (0|[1-9][0-9]{0,15})$/;

/** The signed name registration payload: the name, its attributes and the time in whole seconds. */
interface NameRegistrationPayload {
  name: string;
  attributes: Record<string, string>;
  /** Unix seconds. */
  timestamp: number;
}

/**
 * The message for registering on the EVM chain `chainId`, e.g. for chain 1:
 *
 *     reown.id name registration, version 1
 *     Chain ID: 1
 *     {"name":"newcomer.reown.id","attributes":{},"timestamp":1765117309}
 */
export function nameRegistrationMessage(chainId: number, { name, attributes, timestamp }: NameRegistrationPayload): string {
  return [NAME_REGISTRATION_HEADER, `Chain ID: ${chainId}`, JSON.stringify({ name, attributes, timestamp })].join('\n');
}

/** The chain and the payload (parsed JSON, not yet checked) of a registration message; undefined when it is not one. */
export function readNameRegistrationMessage(message: string): { chainId: number; payload: unknown } | undefined {
  const [header, chain, payload, ...rest] = message.split('\n');
  const chainId = CHAIN_LINE.exec(chain ?? '')?.[1];
  if (header !== NAME_REGISTRATION_HEADER || chainId === undefined || payload === undefined || rest.length > 0) return undefined;
  try {
    return { chainId: Number(chainId), payload: JSON.parse(payload) };
  } catch {
    return undefined;
  }
}
