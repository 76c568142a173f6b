/** @jest-environment node */
import { execFile } from 'node:child_process';
import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { promisify } from 'node:util';
import type { Injected } from '@polkadot/extension-inject/types';
import { stringToU8a, u8aToHex } from '@polkadot/util';
import bs58 from 'bs58';
import { getResponse } from 'msw';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import { bitcoinSignInMessage } from '../src/adapters/bitcoin/signIn.ts';
import { cosmosSignInMessage } from '../src/adapters/cosmos/signIn.ts';
import { polkadotSignInMessage } from '../src/adapters/polkadot/signIn.ts';
import type { SIWXMessageData } from '../src/config/siwx.ts';
import { ANVIL_PRIVATE_KEYS, SOLANA_TEST_ADDRESSES, SOLANA_TEST_SEEDS } from '../src/devWallet/accounts.ts';
import { createBitcoinDevWallet } from '../src/devWallet/bitcoinDevWallet.ts';
import { createCosmosDevWallet } from '../src/devWallet/cosmosDevWallet.ts';
import type { DevWalletSideHost } from '../src/devWallet/devWalletError.ts';
import { createPolkadotDevWallet } from '../src/devWallet/polkadotDevWallet.ts';
import { type AnvilNode, NOTHING_LISTENS_URL, startAnvil } from '../tools/anvil.ts';
import { createAuthService, type IssuedNonce } from './auth.ts';
import {
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  COSMOS_LOCAL_CAIP_NETWORK_ID,
  POLKADOT_LOCAL_CAIP_NETWORK_ID,
  SOLANA_LOCAL_CAIP_NETWORK_ID,
} from './fixtures/localChains.ts';
import { createMockApi } from './handlers.ts';
import { type ApiServer, startApiServer } from './httpServer.ts';

const PAGE = 'http://127.0.0.1:5173';
const DOMAIN = '127.0.0.1:5173';
const ANVIL = 'eip155:31337';
const SOLANA_REFERENCE = SOLANA_LOCAL_CAIP_NETWORK_ID.split(':')[1] ?? '';
const MINUTE = 60_000;
const WEEK_S = 7 * 24 * 60 * 60;

const evmAccount = privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]);
const otherEvmAccount = privateKeyToAccount(ANVIL_PRIVATE_KEYS[1]);

/**
 * The Solana test account `index`, its key made from its seed (the test compares the address that gives with the listed
 * one). A JSON Web Key: Node reads its raw bytes, where a DER key goes through OpenSSL's parser, which refuses it
 * whenever an earlier test file in the worker left an error on OpenSSL's queue.
 */
function solanaKeypair(index: number) {
  const privateKey = createPrivateKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      d: Buffer.from((SOLANA_TEST_SEEDS[index] as string).slice(2), 'hex').toString('base64url'),
      // A JWK must name its public key; Node derives it from `d` whatever this says.
      x: Buffer.from(bs58.decode(SOLANA_TEST_ADDRESSES[index] as string)).toString('base64url'),
    },
    format: 'jwk',
  });
  return {
    address: bs58.encode(Buffer.from(createPublicKey(privateKey).export({ format: 'jwk' }).x ?? '', 'base64url')),
    sign: (message: string) => bs58.encode(sign(null, Buffer.from(message, 'utf8'), privateKey)),
  };
}
const solanaAccount = solanaKeypair(0);

/**
 * A contract account that accepts any signature (ERC-1271 `isValidSignature` answering its magic value, 0x1626ba7e,
 * for every call): only a server that asks the chain lets it sign in.
 */
const ACCEPT_ALL_ACCOUNT = '0x000000000000000000000000000000000000c0de';
const ACCEPT_ALL_CODE = '0x631626ba7e60e01b60005260206000f3';

interface Fields {
  domain?: string;
  uri?: string;
  address?: string;
  chainReference?: string | number;
  nonce: string;
  issuedAt?: Date;
  expirationTime?: Date;
  notBefore?: Date;
}

/** An EIP-4361 message, as viem writes one. */
function evmMessage({ domain = DOMAIN, uri = PAGE, address = evmAccount.address, chainReference = 31337, ...fields }: Fields): string {
  return createSiweMessage({
    domain,
    address: address as Hex,
    chainId: Number(chainReference),
    uri,
    version: '1',
    statement: 'Sign in to the demo',
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 10 * MINUTE),
    ...fields,
  } satisfies SiweMessage);
}

/** The same template with a Solana account and the chain's CAIP-2 reference for its Chain ID. */
function solanaMessage({ domain = DOMAIN, address = solanaAccount.address, chainReference = SOLANA_REFERENCE, ...fields }: Fields): string {
  const { nonce, issuedAt = new Date(), expirationTime = new Date(Date.now() + 10 * MINUTE) } = fields;
  return [
    `${domain} wants you to sign in with your Solana account:`,
    address,
    '',
    'Sign in to the demo',
    '',
    `URI: ${PAGE}`,
    'Version: 1',
    `Chain ID: ${chainReference}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt.toISOString()}`,
    `Expiration Time: ${expirationTime.toISOString()}`,
  ].join('\n');
}

let chain: AnvilNode;
let api: ApiServer;
beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: 0 });
  await fetch(chain.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setCode', params: [ACCEPT_ALL_ACCOUNT, ACCEPT_ALL_CODE] }),
  });
  api = await startApiServer({ port: 0, localChains: [{ caipNetworkId: ANVIL, rpcUrl: chain.url }] });
}, 30_000);
afterAll(async () => {
  await api.close();
  await chain.stop();
});

/** The `name=value` part of the cookie a response sets (the nonce's browser on `/auth/nonce`, the session on `/auth/verify`). */
function sessionCookieOf(response: Response): string {
  return response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

/** The nonce cookie of the test's browser, as the last `GET /auth/nonce` set it; every request of that browser sends it. */
let browserCookie = '';

interface PageRequest {
  /** The session cookie. */
  cookie?: string;
  origin?: string | null;
  /** The nonce cookie: the test's browser's by default, another browser's, or none (null). */
  browser?: string | null;
}

/** A request as the page at `origin` sends it, with the browser's cookies. */
function fromPage(init: RequestInit & PageRequest = {}): RequestInit {
  const { cookie, origin = PAGE, browser = browserCookie, ...rest } = init;
  const cookies = [browser, cookie].filter(Boolean).join('; ');
  return { ...rest, headers: { ...(origin && { origin }), ...(cookies && { cookie: cookies }), 'content-type': 'application/json' } };
}

async function newNonce(): Promise<string> {
  const response = await fetch(`${api.url}/auth/nonce`, fromPage());
  browserCookie = sessionCookieOf(response);
  return ((await response.json()) as { nonce: string }).nonce;
}

function verify(message: string, signature: string, init: PageRequest = {}) {
  return fetch(`${api.url}/auth/verify`, fromPage({ method: 'POST', body: JSON.stringify({ message, signature }), ...init }));
}

async function session(cookie: string | undefined, query = '') {
  const response = await fetch(`${api.url}/auth/session${query}`, fromPage({ cookie }));
  expect(response.status).toBe(200);
  return response.json();
}

async function signInEvm(cookie?: string) {
  const message = evmMessage({ nonce: await newNonce() });
  return verify(message, await evmAccount.signMessage({ message }), { cookie });
}

async function signInSolana(cookie?: string) {
  const message = solanaMessage({ nonce: await newNonce() });
  return verify(message, solanaAccount.sign(message), { cookie });
}

async function expectRefused(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(((await response.json()) as { message: string }).message).toMatch(message);
}

describe('signing in on the local API', () => {
  it('issues fresh nonces of at least 8 letters and digits', async () => {
    const [first, second] = await Promise.all([newNonce(), newNonce()]);
    expect(first).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(second).not.toBe(first);
  });

  it('takes a good EIP-4361 signature on an anvil chain: the answer, an http-only session cookie, and the session', async () => {
    const response = await signInEvm();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      address: evmAccount.address,
      chainId: ANVIL,
      domain: DOMAIN,
      uri: PAGE,
      issuedAt: expect.any(String),
      expiresAt: expect.any(String),
      message: expect.stringContaining(`${DOMAIN} wants you to sign in with your Ethereum account:\n${evmAccount.address}`),
      signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
    });
    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(new RegExp(`^siwx_session=[\\w-]{43}; Path=/; Max-Age=${WEEK_S}; HttpOnly; SameSite=Lax$`));
    expect(response.headers.get('cache-control')).toBe('no-store');

    const cookie = sessionCookieOf(response);
    expect(await session(cookie)).toMatchObject({ address: evmAccount.address, chainId: ANVIL });
    expect(await session(undefined)).toBeNull();
    expect(await session('siwx_session=made-up')).toBeNull();
  });

  it('takes a good CAIP-122 signature of a Solana account (ed25519)', async () => {
    expect(solanaAccount.address).toBe(SOLANA_TEST_ADDRESSES[0]);
    const response = await signInSolana();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ address: solanaAccount.address, chainId: SOLANA_LOCAL_CAIP_NETWORK_ID });
    expect(await session(sessionCookieOf(response))).toMatchObject({
      address: solanaAccount.address,
      chainId: SOLANA_LOCAL_CAIP_NETWORK_ID,
    });
  });

  it("keeps a browser's sign-ins together under a new cookie each time, and signs out of one or all", async () => {
    const evm = await signInEvm();
    const firstCookie = sessionCookieOf(evm);
    const solana = await signInSolana(firstCookie);
    const cookie = sessionCookieOf(solana);
    expect(cookie).not.toBe(firstCookie);
    // The cookie from before the second sign-in no longer names a session: an id never outlives a sign-in.
    expect(await session(firstCookie)).toBeNull();

    // Without a query: the newest sign-in; with one: that account's, whatever the spelling of an EVM address.
    expect(await session(cookie)).toMatchObject({ address: solanaAccount.address });
    const evmKey = `?chainId=${ANVIL}&address=${evmAccount.address.toLowerCase()}`;
    expect(await session(cookie, evmKey)).toMatchObject({ address: evmAccount.address, chainId: ANVIL });
    expect(await session(cookie, `?chainId=eip155:31338&address=${evmAccount.address}`)).toBeNull();

    const signOutOfOne = await fetch(`${api.url}/auth/signout${evmKey}`, fromPage({ method: 'POST', cookie }));
    expect(signOutOfOne.status).toBe(200);
    expect(signOutOfOne.headers.getSetCookie()).toEqual([]);
    expect(await session(cookie, evmKey)).toBeNull();
    expect(await session(cookie)).toMatchObject({ address: solanaAccount.address });

    const signOut = await fetch(`${api.url}/auth/signout`, fromPage({ method: 'POST', cookie }));
    expect(signOut.status).toBe(200);
    expect(await signOut.json()).toBeNull();
    expect(signOut.headers.getSetCookie()).toEqual(['siwx_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
    expect(await session(cookie)).toBeNull();
  });

  it('refuses a query naming only one of chainId and address', async () => {
    const response = await fetch(`${api.url}/auth/session?chainId=${ANVIL}`, fromPage());
    await expectRefused(response, 400, 'chainId and address go together: name both, or neither');
  });

  it('refuses a tampered message, and the genuine one still signs in with its nonce', async () => {
    const message = evmMessage({ nonce: await newNonce() });
    const signature = await evmAccount.signMessage({ message });
    const tampered = message.replace('Sign in to the demo', 'Sign in to the demo and transfer everything');
    await expectRefused(
      await verify(tampered, signature),
      401,
      `The signature is not ${evmAccount.address}'s signature of this message on ${ANVIL}`,
    );
    expect((await verify(message, signature)).status).toBe(200);
  });

  it('refuses a tampered Solana message and a signature by another key', async () => {
    const message = solanaMessage({ nonce: await newNonce() });
    await expectRefused(
      await verify(message.replace('Sign in to the demo', 'Sign in to the dem0'), solanaAccount.sign(message)),
      401,
      `The signature is not ${solanaAccount.address}'s signature of this message on ${SOLANA_LOCAL_CAIP_NETWORK_ID}`,
    );
    await expectRefused(await verify(message, solanaKeypair(1).sign(message)), 401, /^The signature is not /);
  });

  it('refuses a replayed nonce: each is spent by the sign-in it served', async () => {
    const message = evmMessage({ nonce: await newNonce() });
    const signature = await evmAccount.signMessage({ message });
    expect((await verify(message, signature)).status).toBe(200);
    await expectRefused(
      await verify(message, signature),
      401,
      /^The nonce \w+ was not issued here or is already used: ask GET \/auth\/nonce/,
    );
  });

  it('refuses a nonce it never issued', async () => {
    const message = evmMessage({ nonce: 'madeUpNonce123' });
    await expectRefused(
      await verify(message, await evmAccount.signMessage({ message })),
      401,
      'The nonce madeUpNonce123 was not issued here',
    );
  });

  it("refuses a message for another domain than the requesting page's, or another scheme", async () => {
    const phished = evmMessage({ domain: 'wallet-modal.example', nonce: await newNonce() });
    await expectRefused(
      await verify(phished, await evmAccount.signMessage({ message: phished })),
      401,
      "The message's domain wallet-modal.example is not the requesting page's (127.0.0.1:5173)",
    );
    const genuine = evmMessage({ nonce: await newNonce() });
    await expectRefused(
      await verify(genuine, await evmAccount.signMessage({ message: genuine }), { origin: 'http://127.0.0.1:5273' }),
      401,
      "The message's domain 127.0.0.1:5173 is not the requesting page's (127.0.0.1:5273)",
    );
    const httpsOnly = `https://${evmMessage({ nonce: await newNonce() })}`;
    await expectRefused(
      await verify(httpsOnly, await evmAccount.signMessage({ message: httpsOnly })),
      401,
      "The message's scheme https is not the requesting page's (http)",
    );
    await expectRefused(
      await verify(genuine, await evmAccount.signMessage({ message: genuine }), { origin: null }),
      400,
      "The request has no Origin header, which the message's domain is checked against",
    );
  });

  it('refuses an expired message, one not valid yet, and one issued before its nonce', async () => {
    const expired = evmMessage({
      nonce: await newNonce(),
      issuedAt: new Date(Date.now() - 30_000),
      expirationTime: new Date(Date.now() - 1000),
    });
    await expectRefused(await verify(expired, await evmAccount.signMessage({ message: expired })), 401, /^The message expired at \d{4}-/);
    const early = evmMessage({ nonce: await newNonce(), notBefore: new Date(Date.now() + 5 * MINUTE) });
    await expectRefused(
      await verify(early, await evmAccount.signMessage({ message: early })),
      401,
      /^The message is not valid before \d{4}-/,
    );
    const backdated = evmMessage({ nonce: await newNonce(), issuedAt: new Date(Date.now() - 5 * MINUTE) });
    await expectRefused(await verify(backdated, await evmAccount.signMessage({ message: backdated })), 401, /before its nonce was$/);
    const ahead = evmMessage({ nonce: await newNonce(), issuedAt: new Date(Date.now() + 5 * MINUTE) });
    await expectRefused(await verify(ahead, await evmAccount.signMessage({ message: ahead })), 401, /^The message is issued in the future/);
  });

  it('refuses malformed requests with what is wrong', async () => {
    const nonce = await newNonce();
    const cases: [BodyInit, string | RegExp][] = [
      [JSON.stringify({ message: 'hello' }), 'The body must be { message, signature }, both strings'],
      [JSON.stringify({ message: 'hello', signature: '0x01' }), /^The message is not a sign-in message/],
      [
        JSON.stringify({ message: evmMessage({ nonce }).replace('Ethereum', 'Tezos'), signature: '0x01' }),
        'Sign-in with a Tezos account is not served here: Ethereum (eip155), Solana, Bitcoin (bip122), Polkadot and Cosmos only',
      ],
      [
        JSON.stringify({ message: evmMessage({ nonce }).replace(/\nNonce: .*/, ''), signature: '0x01' }),
        /^The message's fields after the statement are not URI, Version, Chain ID, Nonce and Issued At/,
      ],
      [
        JSON.stringify({ message: evmMessage({ nonce }), signature: 'not hex' }),
        'The signature is not 0x-prefixed hex, as EVM wallets write one',
      ],
      [
        JSON.stringify({ message: solanaMessage({ nonce }), signature: '0x01' }),
        'The signature is not an ed25519 signature in base58 (64 bytes), as Solana wallets write one',
      ],
      [
        JSON.stringify({ message: solanaMessage({ nonce }).replace(/Issued At: .*/, 'Issued At: 1 January 2026'), signature: 'x' }),
        "The message's Issued At is not an RFC 3339 date and time (2026-01-01T00:00:00.000Z)",
      ],
      [
        JSON.stringify({ message: solanaMessage({ nonce, address: '0xnot-base58-at-all-but-long-enough-to-match' }), signature: 'x' }),
        '0xnot-base58-at-all-but-long-enough-to-match is not a Solana address (a base58 public key of 32 bytes)',
      ],
      [
        JSON.stringify({ message: solanaMessage({ nonce }).replace(`\n${solanaAccount.address}\n`, '\n\n'), signature: 'x' }),
        /^The message's first lines are not/,
      ],
    ];
    for (const [body, message] of cases)
      await expectRefused(await fetch(`${api.url}/auth/verify`, fromPage({ method: 'POST', body })), 400, message);
  });

  it('asks the anvil chain, so a contract account signs in there; elsewhere only an account key (EOA) is checked', async () => {
    const onAnvil = evmMessage({ address: ACCEPT_ALL_ACCOUNT, nonce: await newNonce() });
    const anySignature = await otherEvmAccount.signMessage({ message: onAnvil });
    const signedIn = await verify(onAnvil, anySignature);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ address: '0x000000000000000000000000000000000000c0DE', chainId: ANVIL });

    // Ethereum mainnet: no node here, so the contract's word cannot be asked, and its own key is all that counts.
    const onMainnet = evmMessage({ address: ACCEPT_ALL_ACCOUNT, chainReference: 1, nonce: await newNonce() });
    await expectRefused(await verify(onMainnet, await otherEvmAccount.signMessage({ message: onMainnet })), 401, /^The signature is not /);
    const eoaOnMainnet = evmMessage({ chainReference: 1, nonce: await newNonce() });
    const eoa = await verify(eoaOnMainnet, await evmAccount.signMessage({ message: eoaOnMainnet }));
    expect(eoa.status).toBe(200);
    expect(await eoa.json()).toMatchObject({ chainId: 'eip155:1' });
  });

  it('answers 502 when the chain it would ask does not answer', async () => {
    const silent = await startApiServer({
      port: 0,
      localChains: [{ caipNetworkId: ANVIL, rpcUrl: NOTHING_LISTENS_URL }],
    });
    try {
      const issued = await fetch(`${silent.url}/auth/nonce`);
      const { nonce } = (await issued.json()) as { nonce: string };
      const message = evmMessage({ address: ACCEPT_ALL_ACCOUNT, nonce });
      const response = await fetch(
        `${silent.url}/auth/verify`,
        fromPage({
          method: 'POST',
          body: JSON.stringify({ message, signature: await otherEvmAccount.signMessage({ message }) }),
          browser: sessionCookieOf(issued),
        }),
      );
      await expectRefused(response, 502, /^Local chain eip155:31337: /);
    } finally {
      await silent.close();
    }
  });

  it("answers CORS with the caller's origin, one of its pages, and credentials on the sign-in routes, and `*` on the others", async () => {
    const preflight = await fetch(`${api.url}/auth/verify`, {
      method: 'OPTIONS',
      headers: { origin: PAGE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(Object.fromEntries(preflight.headers)).toMatchObject({
      'access-control-allow-origin': PAGE,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': expect.stringContaining('POST'),
      'access-control-allow-headers': 'content-type',
      vary: 'Origin',
    });
    for (const path of ['/auth/nonce', '/auth/session']) {
      const response = await fetch(`${api.url}${path}`, fromPage({ origin: 'http://localhost:3000' }));
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    }
    const refused = await verify('hello', '0x01');
    expect(refused.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(refused.headers.get('access-control-allow-credentials')).toBe('true');

    const other = await fetch(`${api.url}/getAnalyticsConfig`, fromPage());
    expect(other.headers.get('access-control-allow-origin')).toBe('*');
    expect(other.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

/** A Dev Wallet side's host whose user approves everything, the site already connected, on the first account. */
const approvingHost: DevWalletSideHost = { approve: async () => {}, accountIndex: () => 0, permitted: () => true, permit: () => {} };

/**
 * An account of a family without a node here, as the page signs in with it: the message made by the family's own
 * `signIn.ts`, signed by the Dev Wallet's side of the family, and its signature in the family's usual form.
 */
interface FamilyAccount {
  name: string;
  chainId: SIWXMessageData['chainId'];
  address: string;
  message(data: SIWXMessageData): string;
  sign(message: string): Promise<string>;
  /** A signature in the wrong form for the family, and the refusal's message. */
  malformed: { signature: string; refusal: string };
  /** An account the family's rules refuse on `chainId` (another network's address), and the refusal's message. */
  foreign: { address: string; refusal: string };
}

const bitcoinWallet = createBitcoinDevWallet(
  'Dev Wallet',
  'data:image/svg+xml,',
  { id: BITCOIN_REGTEST_CAIP_NETWORK_ID, name: 'Bitcoin Regtest' },
  approvingHost,
).bitcoin;
const polkadotWallet = createPolkadotDevWallet({ id: POLKADOT_LOCAL_CAIP_NETWORK_ID, name: 'Polkadot Local' }, approvingHost).polkadot;
const cosmosWallet = createCosmosDevWallet(
  { id: COSMOS_LOCAL_CAIP_NETWORK_ID.split(':')[1] ?? '', name: 'Cosmos Local' },
  approvingHost,
).cosmos;

const FAMILY_ACCOUNTS: FamilyAccount[] = [
  {
    name: 'Bitcoin',
    chainId: BITCOIN_REGTEST_CAIP_NETWORK_ID,
    address: bitcoinWallet.addresses[0] as string,
    message: bitcoinSignInMessage,
    async sign(message) {
      const address = bitcoinWallet.addresses[0];
      const answer = (await bitcoinWallet.provider.request('signMessage', { address, message, protocol: 'BIP322' })) as {
        result: { signature: string };
      };
      return answer.result.signature;
    },
    malformed: {
      signature: '0x1234',
      refusal: 'The signature is not a BIP-322 (or legacy BIP-137) signature in base64, as Bitcoin wallets write one',
    },
    // BIP-322's own test address, a mainnet one.
    foreign: {
      address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
      refusal: `bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l is not a Bitcoin address of ${BITCOIN_REGTEST_CAIP_NETWORK_ID} (bech32, P2SH or legacy, in the network's form)`,
    },
  },
  {
    name: 'Polkadot',
    chainId: POLKADOT_LOCAL_CAIP_NETWORK_ID,
    address: polkadotWallet.addresses[0] as string,
    message: polkadotSignInMessage,
    async sign(message) {
      const { signer } = (await polkadotWallet.extension.enable('Test')) as Injected;
      const signRaw = signer.signRaw as NonNullable<Injected['signer']['signRaw']>;
      const data = u8aToHex(stringToU8a(message));
      return (await signRaw({ address: polkadotWallet.addresses[0] as string, data, type: 'bytes' })).signature;
    },
    malformed: {
      signature: Buffer.alloc(64, 1).toString('base64'),
      refusal:
        'The signature is not a signRaw signature in 0x-hex (64 bytes by sr25519 or ed25519, 65 by ecdsa, a byte more with its scheme first), as Polkadot extensions write one',
    },
    // //Alice written for Polkadot's relay chain (prefix 0), not for a network of the generic prefix.
    foreign: {
      address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      refusal: `15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5 is not a Polkadot account of ${POLKADOT_LOCAL_CAIP_NETWORK_ID} (SS58 with the network's prefix, or the generic 42)`,
    },
  },
  {
    name: 'Cosmos',
    chainId: COSMOS_LOCAL_CAIP_NETWORK_ID,
    address: cosmosWallet.addresses[0] as string,
    message: cosmosSignInMessage,
    async sign(message) {
      const chainId = COSMOS_LOCAL_CAIP_NETWORK_ID.split(':')[1] ?? '';
      return JSON.stringify(await cosmosWallet.keplr.signArbitrary(chainId, cosmosWallet.addresses[0] as string, message));
    },
    malformed: {
      signature: `0x${'ab'.repeat(64)}`,
      refusal:
        'The signature is not an ADR-036 StdSignature as JSON ({ pub_key: { type: "tendermint/PubKeySecp256k1", value }, signature }, in base64), as Cosmos wallets write one',
    },
    // The same key's Osmosis address: bech32, but not with the chain's prefix.
    foreign: {
      address: 'osmo15yk64u7zc9g9k2yr2wmzeva5qgwxps6ywful0v',
      refusal: `osmo15yk64u7zc9g9k2yr2wmzeva5qgwxps6ywful0v is not a Cosmos address of ${COSMOS_LOCAL_CAIP_NETWORK_ID} (bech32 with the chain's prefix)`,
    },
  },
];

/** The message data the page signs in with: this page, a fresh nonce, issued now and good for 10 minutes. */
function familyMessageData(account: FamilyAccount, nonce: string, address = account.address): SIWXMessageData {
  return {
    domain: DOMAIN,
    uri: PAGE,
    version: '1',
    nonce,
    chainId: account.chainId,
    accountAddress: address,
    statement: 'Sign in to the demo',
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 10 * MINUTE).toISOString(),
  };
}

describe.each(FAMILY_ACCOUNTS)('signing in with a $name account', (account) => {
  it("takes a message made by the family's sign-in and signed by the Dev Wallet: the answer, the cookie and the session", async () => {
    const message = account.message(familyMessageData(account, await newNonce()));
    expect(message.split('\n')[0]).toBe(`${DOMAIN} wants you to sign in with your ${account.name} account:`);
    const signature = await account.sign(message);
    const response = await verify(message, signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      address: account.address,
      chainId: account.chainId,
      domain: DOMAIN,
      uri: PAGE,
      issuedAt: expect.any(String),
      expiresAt: expect.any(String),
      message,
      signature,
    });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatch(/^siwx_session=[\w-]{43}$/);
    expect(await session(cookie, `?chainId=${account.chainId}&address=${account.address}`)).toMatchObject({
      address: account.address,
      chainId: account.chainId,
    });
  });

  it('refuses a tampered message (401), and the genuine one still signs in with its nonce', async () => {
    const message = account.message(familyMessageData(account, await newNonce()));
    const signature = await account.sign(message);
    await expectRefused(
      await verify(message.replace('Sign in to the demo', 'Sign in to the demo and transfer everything'), signature),
      401,
      `The signature is not ${account.address}'s signature of this message on ${account.chainId}`,
    );
    expect((await verify(message, signature)).status).toBe(200);
  });

  it("refuses a signature not in the family's form (400), saying which form it takes", async () => {
    const message = account.message(familyMessageData(account, await newNonce()));
    await expectRefused(await verify(message, account.malformed.signature), 400, account.malformed.refusal);
  });

  it("refuses an address that is not the family's on the message's chain (400)", async () => {
    const message = account.message(familyMessageData(account, await newNonce(), account.foreign.address));
    await expectRefused(await verify(message, await account.sign(message)), 400, account.foreign.refusal);
  });
});

describe('the families’ checks in Node itself', () => {
  // `npm start` and the e2e demo run the API in Node, whose resolver takes no import without its extension, as the
  // families' modules are written (mocks/sourceImports.ts); Jest resolves them on its own, so a child process shows it.
  it('load and verify each family’s signature, and refuse it for a tampered message', async () => {
    const signed = await Promise.all(
      FAMILY_ACCOUNTS.map(async (account) => {
        const message = account.message(familyMessageData(account, 'n0nce1234'));
        return { message, signature: await account.sign(message) };
      }),
    );
    const script = `
      const { parseSignInMessage, verifySignInSignature } = await import(${JSON.stringify(new URL('./signInMessage.ts', import.meta.url).href)});
      const answers = [];
      for (const { message, signature } of JSON.parse(process.argv[1])) {
        const signIn = await parseSignInMessage(message);
        const tampered = message.replace('Sign in to the demo', 'Sign in to the dem0');
        answers.push([signIn.chainId, await verifySignInSignature(signIn, message, signature), await verifySignInSignature(signIn, tampered, signature)]);
      }
      console.log(JSON.stringify(answers));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script, JSON.stringify(signed)], {
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    expect(JSON.parse(stdout)).toEqual(FAMILY_ACCOUNTS.map((account) => [account.chainId, true, false]));
  }, 30_000);
});

describe('signing in here from another site', () => {
  const EVIL = 'https://evil.example';

  it("refuses a message a wallet signed for another site, though the request comes with that site's Origin", async () => {
    // A phishing page asks the victim to sign in to it (the wallet sees nothing wrong: the domain is the page's) with
    // a nonce of ours, and its server hands the signature in, saying it comes from that page.
    const message = evmMessage({ domain: 'evil.example', uri: EVIL, nonce: await newNonce() });
    await expectRefused(
      await verify(message, await evmAccount.signMessage({ message }), { origin: EVIL }),
      401,
      "The message's domain evil.example is not one of this server's pages (https://evil.example is not on its list)",
    );
    const withScheme = `https://${evmMessage({ domain: 'evil.example', uri: EVIL, nonce: await newNonce() })}`;
    await expectRefused(
      await verify(withScheme, await evmAccount.signMessage({ message: withScheme }), { origin: EVIL }),
      401,
      /^The message's domain evil\.example is not one of this server's pages/,
    );
  });

  it("refuses a message for this page whose URI is another site's", async () => {
    const message = evmMessage({ uri: 'https://evil.example/account', nonce: await newNonce() });
    await expectRefused(
      await verify(message, await evmAccount.signMessage({ message })),
      401,
      "The message's URI https://evil.example/account is not on one of this server's pages",
    );
  });

  it('takes a nonce only from the browser it was issued to, which can still use it after the others were refused', async () => {
    const nonce = await newNonce();
    const ownBrowser = browserCookie;
    const otherBrowser = sessionCookieOf(await fetch(`${api.url}/auth/nonce`, fromPage({ browser: null })));
    expect(otherBrowser).toMatch(/^siwx_browser=[\w-]{43}$/);
    expect(otherBrowser).not.toBe(ownBrowser);
    const message = evmMessage({ nonce });
    const signature = await evmAccount.signMessage({ message });
    const refusal = `The nonce ${nonce} was issued to another browser: ask GET /auth/nonce for a new one`;
    await expectRefused(await verify(message, signature, { browser: otherBrowser }), 401, refusal);
    await expectRefused(await verify(message, signature, { browser: null }), 401, refusal);
    expect((await verify(message, signature, { browser: ownBrowser })).status).toBe(200);
  });

  it("keeps a browser's earlier nonces good when it asks for more, and names anew a browser it never named", async () => {
    const first = await newNonce();
    const cookie = browserCookie;
    await newNonce();
    expect(browserCookie).toBe(cookie);
    const message = evmMessage({ nonce: first });
    expect((await verify(message, await evmAccount.signMessage({ message }))).status).toBe(200);

    const planted = await fetch(`${api.url}/auth/nonce`, fromPage({ browser: 'siwx_browser=planted-by-someone-else' }));
    expect(sessionCookieOf(planted)).toMatch(/^siwx_browser=[\w-]{43}$/);
  });

  it('allows credentialed calls to the sign-in routes from its own pages only', async () => {
    const preflight = await fetch(`${api.url}/auth/verify`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    const nonce = await fetch(`${api.url}/auth/nonce`, fromPage({ origin: EVIL }));
    for (const response of [preflight, nonce]) {
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('vary')).toBe('Origin');
    }
  });
});

describe('the session cookie over https', () => {
  it('is Secure when the API is reached over https', async () => {
    const mockApi = createMockApi();
    const ask = async (path: string, init?: RequestInit) => {
      const response = await getResponse(mockApi.handlers, new Request(`https://api.example${path}`, init));
      if (!response) throw new Error(`No handler answers ${path}`);
      return response;
    };
    const issued = await ask('/auth/nonce');
    expect(issued.headers.getSetCookie()[0]).toMatch(/^siwx_browser=[\w-]{43}; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/);
    const { nonce } = (await issued.json()) as { nonce: string };
    const message = evmMessage({ chainReference: 1, nonce });
    const response = await ask('/auth/verify', {
      method: 'POST',
      headers: { origin: PAGE, cookie: sessionCookieOf(issued), 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature: await evmAccount.signMessage({ message }) }),
    });
    expect(response.headers.getSetCookie()[0]).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    await mockApi.resetSignIns();
  });
});

describe('the sign-in service', () => {
  function serviceAt(clock: { now: number }) {
    return createAuthService({ origins: [PAGE], chainClients: new Map(), maxAgeMs: WEEK_S * 1000, now: () => clock.now });
  }

  async function signedOnMainnet({ nonce, browser }: IssuedNonce, fields: Partial<Fields> = {}) {
    const message = evmMessage({ chainReference: 1, nonce, ...fields });
    return { message, signature: await evmAccount.signMessage({ message }), origin: PAGE, sessionId: undefined, browser };
  }

  it('refuses a nonce older than 10 minutes', async () => {
    const clock = { now: Date.now() };
    const service = serviceAt(clock);
    const issued = service.issueNonce();
    clock.now += 10 * MINUTE;
    expect(await service.verify(await signedOnMainnet(issued))).toEqual({
      refusal: { status: 401, message: 'The nonce has expired: ask GET /auth/nonce for a new one' },
    });
    service.close();
  });

  it('ends a sign-in when its message expires, and after a week at most', async () => {
    const clock = { now: Date.now() };
    const service = serviceAt(clock);
    const shortLived = await service.verify(
      await signedOnMainnet(service.issueNonce(), { expirationTime: new Date(clock.now + 5 * MINUTE) }),
    );
    const unbounded = await service.verify(await signedOnMainnet(service.issueNonce(), { expirationTime: undefined }));
    if ('refusal' in shortLived || 'refusal' in unbounded) throw new Error('Both sign-ins should succeed');
    expect(unbounded.signIn.expiresAt).toBe(new Date(clock.now + WEEK_S * 1000).toISOString());

    clock.now += 5 * MINUTE;
    expect(service.session(shortLived.sessionId)).toBeNull();
    expect(service.session(unbounded.sessionId)).toMatchObject({ chainId: 'eip155:1' });
    clock.now += WEEK_S * 1000;
    expect(service.session(unbounded.sessionId)).toBeNull();
    service.close();
  });
});
