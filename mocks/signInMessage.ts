// Sign-in messages as the local API's `POST /auth/verify` reads them: CAIP-122 text, the EIP-4361 form on eip155 (read
// with viem's parser) and the same template with a Solana, Bitcoin, Polkadot or Cosmos account, and the check of their
// signatures. Node only (an ed25519 key through node:crypto); the handlers load it on the first sign-in request, and
// the Bitcoin, Polkadot and Cosmos checks, the families' own (src/adapters/<family>), on the first sign-in of each.
import bs58 from 'bs58';
import { getAddress, isHex, type PublicClient, verifyMessage } from 'viem';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { verifiesEd25519 } from './ed25519.ts';
import { chainErrorMessage } from './localChain.ts';
import { allowSourceImports } from './sourceImports.ts';

/** A refusal of a sign-in request: the HTTP status to answer and a message saying what to fix. */
export class SignInError extends Error {
  readonly status: 400 | 401 | 502;

  constructor(status: 400 | 401 | 502, message: string) {
    super(message);
    this.status = status;
  }
}

/** The chain namespaces whose accounts sign in here. */
type SignInNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos';

/** The fields of a sign-in message the server checks; `chainId` is the CAIP-2 id the account signs in on. */
export interface SignInMessage {
  namespace: SignInNamespace;
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
const NAMESPACES = { Ethereum: 'eip155', Solana: 'solana', Bitcoin: 'bip122', Polkadot: 'polkadot', Cosmos: 'cosmos' } as const;
const HEADER = / wants you to sign in with your (?<network>\S+) account:\n/;
const ED25519_PUBLIC_KEY_BYTES = 32;
const ED25519_SIGNATURE_BYTES = 64;

// The CAIP-122 template with an account of another family than eip155; the fields after the statement as EIP-4361 has
// them, with the CAIP-2 chain reference (Solana's genesis hash's first 32 characters, a Cosmos chain id) for the Chain ID.
const CAIP122_PREFIX =
  /^(?:(?<scheme>[a-zA-Z][a-zA-Z0-9+\-.]*):\/\/)?(?<domain>[a-zA-Z0-9+\-.]*(?::[0-9]{1,5})?) wants you to sign in with your \S+ account:\n(?<address>\S+)\n\n(?:(?<statement>.*)\n\n)?/;
const CAIP122_SUFFIX =
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

/**
 * An account family other than eip155, as the server checks it: which addresses are its accounts on a chain, and
 * whether a signature in the family's usual encoding is the account's (a signature in no such encoding: 400).
 */
interface AccountFamily {
  /** What the family's accounts on `chainId` are, for a refusal: "… is not {account}". */
  account(chainId: string): string;
  isAccount(address: string, chainId: string): boolean;
  verify(address: string, message: string, signature: string): Promise<boolean>;
}

function decodeBase58(value: string): Uint8Array | undefined {
  try {
    return bs58.decode(value);
  } catch {
    return undefined;
  }
}

const solana: AccountFamily = {
  account: () => 'a Solana address (a base58 public key of 32 bytes)',
  isAccount: (address) => decodeBase58(address)?.length === ED25519_PUBLIC_KEY_BYTES,
  /** Whether `signature` (base58, 64 bytes) is the ed25519 signature of the message's UTF-8 bytes by the account's key. */
  async verify(address, message, signature) {
    const signatureBytes = decodeBase58(signature);
    if (signatureBytes?.length !== ED25519_SIGNATURE_BYTES)
      throw new SignInError(400, 'The signature is not an ed25519 signature in base58 (64 bytes), as Solana wallets write one');
    return verifiesEd25519(message, signatureBytes, address);
  },
};

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** The shortest Bitcoin message signature: a legacy one (a flag and r, s); BIP-322's simple one is a witness, longer. */
const BITCOIN_SIGNATURE_MIN_BYTES = 65;
/** `signRaw`'s signature: 64 bytes (sr25519, ed25519), 65 (ecdsa), or a byte more with the scheme's type first. */
const POLKADOT_SIGNATURE_BYTES = [64, 65, 66];

/** Bitcoin (bip122): an address of the network (src/adapters/bitcoin/address.ts), a BIP-322 or legacy signature in base64. */
async function bitcoin(): Promise<AccountFamily> {
  allowSourceImports();
  const [{ isNetworkAddress }, { verifyMessageSignature }] = await Promise.all([
    import('../src/adapters/bitcoin/address.ts'),
    import('../src/adapters/bitcoin/messageSignature.ts'),
  ]);
  return {
    account: (chainId) => `a Bitcoin address of ${chainId} (bech32, P2SH or legacy, in the network's form)`,
    isAccount: (address, chainId) => isNetworkAddress(address, chainId.split(':')[1]),
    async verify(address, message, signature) {
      if (!BASE64.test(signature) || Buffer.from(signature, 'base64').length < BITCOIN_SIGNATURE_MIN_BYTES)
        throw new SignInError(400, 'The signature is not a BIP-322 (or legacy BIP-137) signature in base64, as Bitcoin wallets write one');
      return verifyMessageSignature(address, message, signature);
    },
  };
}

/** Polkadot: an SS58 account of the network (src/adapters/polkadot/address.ts), a `signRaw` signature in 0x-hex. */
async function polkadot(): Promise<AccountFamily> {
  allowSourceImports();
  const [{ accountOn }, { verifySignature }] = await Promise.all([
    import('../src/adapters/polkadot/address.ts'),
    import('../src/adapters/polkadot/signIn.ts'),
  ]);
  return {
    account: (chainId) => `a Polkadot account of ${chainId} (SS58 with the network's prefix, or the generic 42)`,
    isAccount: (address, chainId) => accountOn(address, chainId) !== undefined,
    async verify(address, message, signature) {
      if (!isHex(signature, { strict: true }) || !POLKADOT_SIGNATURE_BYTES.includes((signature.length - 2) / 2))
        throw new SignInError(
          400,
          'The signature is not a signRaw signature in 0x-hex (64 bytes by sr25519 or ed25519, 65 by ecdsa, a byte more with its scheme first), as Polkadot extensions write one',
        );
      return verifySignature(address, message, signature);
    },
  };
}

/** Cosmos: a bech32 address with the chain's prefix (src/adapters/cosmos/address.ts), an ADR-036 `StdSignature` as JSON. */
async function cosmos(): Promise<AccountFamily> {
  allowSourceImports();
  const [{ isAddressOfNetwork }, { readStdSignature, verifyAdr036 }] = await Promise.all([
    import('../src/adapters/cosmos/address.ts'),
    import('../src/adapters/cosmos/adr036.ts'),
  ]);
  const stdSignatureOf = (text: string) => {
    try {
      return readStdSignature(JSON.parse(text));
    } catch {
      return undefined;
    }
  };
  return {
    account: (chainId) => `a Cosmos address of ${chainId} (bech32 with the chain's prefix)`,
    isAccount: isAddressOfNetwork,
    async verify(address, message, signature) {
      const stdSignature = stdSignatureOf(signature);
      if (!stdSignature)
        throw new SignInError(
          400,
          'The signature is not an ADR-036 StdSignature as JSON ({ pub_key: { type: "tendermint/PubKeySecp256k1", value }, signature }, in base64), as Cosmos wallets write one',
        );
      return verifyAdr036(address, message, stdSignature);
    },
  };
}

const FAMILIES: Record<Exclude<SignInNamespace, 'eip155'>, () => Promise<AccountFamily>> = {
  solana: async () => solana,
  bip122: bitcoin,
  polkadot,
  cosmos,
};
const loadedFamilies = new Map<string, Promise<AccountFamily>>();

/** The checks of a family's accounts, loaded on its first sign-in. */
function familyOf(namespace: Exclude<SignInNamespace, 'eip155'>): Promise<AccountFamily> {
  let family = loadedFamilies.get(namespace);
  if (!family) {
    family = FAMILIES[namespace]();
    loadedFamilies.set(namespace, family);
  }
  return family;
}

/**
 * Reads a sign-in message; a message of another form, missing a required field, or naming an address that is not an
 * account of its family on the message's chain, is refused (400) with what is wrong.
 */
export async function parseSignInMessage(message: string): Promise<SignInMessage> {
  const network = message.match(HEADER)?.groups?.network;
  if (network === undefined)
    throw new SignInError(400, 'The message is not a sign-in message: "{domain} wants you to sign in with your … account:"');
  if (!Object.hasOwn(NAMESPACES, network))
    throw new SignInError(
      400,
      `Sign-in with a ${network} account is not served here: Ethereum (eip155), Solana, Bitcoin (bip122), Polkadot and Cosmos only`,
    );
  const namespace = NAMESPACES[network as keyof typeof NAMESPACES];
  if (namespace === 'eip155') {
    const { chainId, ...fields } = parseSiweMessage(message);
    return requiredFields('eip155', { ...fields, chainReference: chainId === undefined ? undefined : String(chainId) });
  }
  const prefix = message.match(CAIP122_PREFIX)?.groups ?? {};
  const { chainId, ...suffix } = message.match(CAIP122_SUFFIX)?.groups ?? {};
  const signIn = requiredFields(namespace, { ...prefix, ...suffix, chainReference: chainId });
  const family = await familyOf(namespace);
  if (!family.isAccount(signIn.address, signIn.chainId))
    throw new SignInError(400, `${signIn.address} is not ${family.account(signIn.chainId)}`);
  return signIn;
}

/**
 * Whether `signature` signs `message` for the message's account. On an eip155 chain the server has a node of
 * (`client`), viem's `verifySiweMessage` asks the chain, so contract accounts (ERC-1271, ERC-6492) verify too; on other
 * eip155 chains only an account's own key (EOA) can be checked, by recovering the signer. On Solana, ed25519; on
 * Bitcoin, BIP-322 (or a legacy signature); on Polkadot, `signRaw`'s sr25519, ed25519 or ecdsa; on Cosmos, ADR-036.
 */
export async function verifySignInSignature(
  signIn: SignInMessage,
  message: string,
  signature: string,
  client: PublicClient | undefined,
): Promise<boolean> {
  if (signIn.namespace !== 'eip155') return (await familyOf(signIn.namespace)).verify(signIn.address, message, signature);
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
