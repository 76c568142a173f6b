// Sign-in messages as the local API's `POST /auth/verify` reads them: CAIP-122 text, the EIP-4361 form on eip155 (read
// with viem's parser) and the same template with a Solana account, and the check of their signatures. Node only (an
// ed25519 key through node:crypto); the handlers load it on the first sign-in request.
import bs58 from 'bs58';
import { getAddress, isHex, type PublicClient, verifyMessage } from 'viem';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { verifiesEd25519 } from './ed25519.ts';
import { chainErrorMessage } from './localChain.ts';

/** A refusal of a sign-in request: the HTTP status to answer and a message saying what to fix. */
export class SignInError extends Error {
  readonly status: 400 | 401 | 502;

  constructor(status: 400 | 401 | 502, message: string) {
    super(message);
    this.status = status;
  }
}

/** The fields of a sign-in message the server checks; `chainId` is the CAIP-2 id the account signs in on. */
export interface SignInMessage {
  namespace: 'eip155' | 'solana';
  scheme?: string;
  domain: string;
  address: string;
  uri: string;
  version: string;
  chainId: string;
  nonce: string;
  issuedAt: Date;
  expirationTime?: Date;
  notBefore?: Date;
}

/** The account word of the first line, by namespace: "… wants you to sign in with your Ethereum account:". */
const NAMESPACES = { Ethereum: 'eip155', Solana: 'solana' } as const;
const HEADER = / wants you to sign in with your (?<network>\S+) account:\n/;
const ED25519_PUBLIC_KEY_BYTES = 32;
const ED25519_SIGNATURE_BYTES = 64;

// The CAIP-122 template with a Solana account; the fields after the statement as EIP-4361 has them, with a CAIP-2
// chain reference (the genesis hash's first 32 characters) for the Chain ID.
const SOLANA_PREFIX =
  /^(?:(?<scheme>[a-zA-Z][a-zA-Z0-9+\-.]*):\/\/)?(?<domain>[a-zA-Z0-9+\-.]*(?::[0-9]{1,5})?) wants you to sign in with your Solana account:\n(?<address>[1-9A-HJ-NP-Za-km-z]{32,44})\n\n(?:(?<statement>.*)\n\n)?/;
const SOLANA_SUFFIX =
  /\nURI: (?<uri>.+)\nVersion: (?<version>.+)\nChain ID: (?<chainId>[-_a-zA-Z0-9]{1,32})\nNonce: (?<nonce>[a-zA-Z0-9]+)\nIssued At: (?<issuedAt>.+?)(?:\nExpiration Time: (?<expirationTime>.+?))?(?:\nNot Before: (?<notBefore>.+?))?(?:\nRequest ID: .*)?(?:\nResources:(?:\n- .+)*)?$/;

/** An RFC 3339 date and time, as the message fields take it (and as viem's parser checks on eip155). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function dateField(name: string, value: string | Date | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = typeof value !== 'string' ? value : DATE_TIME.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()))
    throw new SignInError(400, `The message's ${name} is not an RFC 3339 date and time (2026-01-01T00:00:00.000Z)`);
  return date;
}

interface RawFields {
  scheme?: string;
  domain?: string;
  address?: string;
  uri?: string;
  version?: string;
  chainReference?: string;
  nonce?: string;
  issuedAt?: string | Date;
  expirationTime?: string | Date;
  notBefore?: string | Date;
}

function requiredFields(namespace: SignInMessage['namespace'], fields: RawFields): SignInMessage {
  const { scheme, domain, address, uri, version, chainReference, nonce } = fields;
  if (!domain || !address)
    throw new SignInError(400, `The message's first lines are not "{domain} wants you to sign in with your … account:" and an address`);
  if (!uri || !version || !chainReference || !nonce || !fields.issuedAt)
    throw new SignInError(
      400,
      "The message's fields after the statement are not URI, Version, Chain ID, Nonce and Issued At, in that order (then optionally Expiration Time, Not Before, Request ID, Resources)",
    );
  if (version !== '1') throw new SignInError(400, `The message's Version is ${version}; only 1 is known`);
  return {
    namespace,
    ...(scheme && { scheme }),
    domain,
    address,
    uri,
    version,
    chainId: `${namespace}:${chainReference}`,
    nonce,
    issuedAt: dateField('Issued At', fields.issuedAt) as Date,
    expirationTime: dateField('Expiration Time', fields.expirationTime),
    notBefore: dateField('Not Before', fields.notBefore),
  };
}

/** Reads a sign-in message; a message of another form, or missing a required field, is refused (400) with what is wrong. */
export function parseSignInMessage(message: string): SignInMessage {
  const network = message.match(HEADER)?.groups?.network;
  if (network === undefined)
    throw new SignInError(400, 'The message is not a sign-in message: "{domain} wants you to sign in with your … account:"');
  if (!Object.hasOwn(NAMESPACES, network))
    throw new SignInError(400, `Sign-in with a ${network} account is not served here: Ethereum (eip155) and Solana only`);
  if (NAMESPACES[network as keyof typeof NAMESPACES] === 'eip155') {
    const { chainId, ...fields } = parseSiweMessage(message);
    return requiredFields('eip155', { ...fields, chainReference: chainId === undefined ? undefined : String(chainId) });
  }
  const prefix = message.match(SOLANA_PREFIX)?.groups ?? {};
  const { chainId, ...suffix } = message.match(SOLANA_SUFFIX)?.groups ?? {};
  const signIn = requiredFields('solana', { ...prefix, ...suffix, chainReference: chainId });
  if (!isSolanaPublicKey(signIn.address))
    throw new SignInError(400, `${signIn.address} is not a Solana address (a base58 public key of 32 bytes)`);
  return signIn;
}

function decodeBase58(value: string): Uint8Array | undefined {
  try {
    return bs58.decode(value);
  } catch {
    return undefined;
  }
}

function isSolanaPublicKey(address: string): boolean {
  return decodeBase58(address)?.length === ED25519_PUBLIC_KEY_BYTES;
}

/** Whether `signature` (base58, 64 bytes) is the ed25519 signature of the message's UTF-8 bytes by the account's key. */
function verifySolanaSignature(signIn: SignInMessage, message: string, signature: string): boolean {
  const signatureBytes = decodeBase58(signature);
  if (signatureBytes?.length !== ED25519_SIGNATURE_BYTES)
    throw new SignInError(400, 'The signature is not an ed25519 signature in base58 (64 bytes), as Solana wallets write one');
  return verifiesEd25519(message, signatureBytes, signIn.address);
}

/**
 * Whether `signature` signs `message` for the message's account. On an eip155 chain the server has a node of
 * (`client`), viem's `verifySiweMessage` asks the chain, so contract accounts (ERC-1271, ERC-6492) verify too; on other
 * eip155 chains only an account's own key (EOA) can be checked, by recovering the signer. On Solana, ed25519.
 */
export async function verifySignInSignature(
  signIn: SignInMessage,
  message: string,
  signature: string,
  client: PublicClient | undefined,
): Promise<boolean> {
  if (signIn.namespace === 'solana') return verifySolanaSignature(signIn, message, signature);
  if (!isHex(signature) || signature.length < 4)
    throw new SignInError(400, 'The signature is not 0x-prefixed hex, as EVM wallets write one');
  const address = getAddress(signIn.address);
  if (!client) return verifyMessage({ address, message, signature }).catch(() => false);
  const chainFailure = (error: unknown) => new SignInError(502, `Local chain ${signIn.chainId}: ${chainErrorMessage(error)}`);
  const verified = await verifySiweMessage(client, { message, signature, address }).catch((error: unknown) => {
    throw chainFailure(error);
  });
  // viem reads a failed call as a refused signature: a chain that does not answer is told apart here.
  if (!verified)
    await client.getChainId().catch((error: unknown) => {
      throw chainFailure(error);
    });
  return verified;
}
