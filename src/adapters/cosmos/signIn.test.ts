import { makeCosmoshubPath, Secp256k1HdWallet, type StdSignature } from '@cosmjs/amino';
import type { SIWXMessageData } from '../../config/siwx';
import { adr036SignDoc, readStdSignature, verifyAdr036 } from './adr036';
import { cosmosHooks } from './hooks';
import { cosmosSignInMessage, verifyCosmosSignIn } from './signIn';

// Public test keys: the "test … junk" phrase at m/44'/118'/0'/0/0 and /1.
const MNEMONIC = 'test test test test test test test test test test test junk';

async function signers(prefix = 'cosmos') {
  const wallet = await Secp256k1HdWallet.fromMnemonic(MNEMONIC, { hdPaths: [makeCosmoshubPath(0), makeCosmoshubPath(1)], prefix });
  const [first, second] = await wallet.getAccounts();
  return { wallet, address: first?.address as string, other: second?.address as string };
}

/** An ADR-036 signature by `signer` of `data`, as Keplr's signArbitrary makes it. */
async function signArbitrary(wallet: Secp256k1HdWallet, signer: string, data: string): Promise<StdSignature> {
  return (await wallet.signAmino(signer, adr036SignDoc(signer, data))).signature;
}

describe('ADR-036 signatures', () => {
  it('signs the document Keplr signs: no chain, fee or sequence, the data in base64', async () => {
    const { address } = await signers();
    expect(adr036SignDoc(address, 'hello')).toEqual({
      chain_id: '',
      account_number: '0',
      sequence: '0',
      fee: { gas: '0', amount: [] },
      msgs: [{ type: 'sign/MsgSignData', value: { signer: address, data: 'aGVsbG8=' } }],
      memo: '',
    });
  });

  it('accepts a valid signature, and refuses a tampered message and a signature by another key', async () => {
    const { wallet, address, other } = await signers();
    const signature = await signArbitrary(wallet, address, 'Sign in to the demo');
    expect(await verifyAdr036(address, 'Sign in to the demo', signature)).toBe(true);
    expect(await verifyAdr036(address, 'Sign in to the demo!', signature)).toBe(false);
    const byOther = await signArbitrary(wallet, other, 'Sign in to the demo');
    // Another key's signature, whether it shows its own public key or claims the signer's.
    expect(await verifyAdr036(address, 'Sign in to the demo', byOther)).toBe(false);
    expect(await verifyAdr036(address, 'Sign in to the demo', { ...byOther, pub_key: signature.pub_key })).toBe(false);
  });

  it('refuses a signature of the same message for another signer’s document', async () => {
    const { wallet, address, other } = await signers();
    const forOther = await signArbitrary(wallet, other, 'hello');
    expect(await verifyAdr036(other, 'hello', forOther)).toBe(true);
    expect(await verifyAdr036(address, 'hello', forOther)).toBe(false);
  });

  it('reads only secp256k1 StdSignatures of the right lengths, with their own fields', async () => {
    const { wallet, address } = await signers();
    const signature = await signArbitrary(wallet, address, 'x');
    expect(readStdSignature({ ...signature, extra: '<script>' })).toEqual(signature);
    expect(readStdSignature({ ...signature, pub_key: { ...signature.pub_key, type: 'tendermint/PubKeyEd25519' } })).toBeUndefined();
    expect(readStdSignature({ ...signature, signature: btoa('short') })).toBeUndefined();
    expect(readStdSignature({ ...signature, signature: 'not base64!' })).toBeUndefined();
    expect(readStdSignature('0xabc')).toBeUndefined();
  });
});

describe('Cosmos sign-in (CAIP-122)', () => {
  const data = (accountAddress: string, chainId: SIWXMessageData['chainId'] = 'cosmos:localnet-1'): SIWXMessageData => ({
    accountAddress,
    chainId,
    domain: 'localhost:5173',
    uri: 'http://localhost:5173',
    version: '1',
    nonce: 'abc123XYZ',
    statement: 'Sign in to the demo',
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 60_000).toISOString(),
  });

  it('words the message as ERC-4361 with a Cosmos account and the chain id', async () => {
    const { address } = await signers();
    const text = await cosmosHooks.signIn.messageText(data(address));
    expect(text.split('\n').slice(0, 7)).toEqual([
      'localhost:5173 wants you to sign in with your Cosmos account:',
      address,
      '',
      'Sign in to the demo',
      '',
      'URI: http://localhost:5173',
      'Version: 1',
    ]);
    expect(text).toContain('\nChain ID: localnet-1\nNonce: abc123XYZ\n');
  });

  it('verifies a signed message, and refuses it tampered, expired, for another account or on a chain of another prefix', async () => {
    const { wallet, address, other } = await signers();
    const fields = data(address);
    const message = cosmosSignInMessage(fields);
    const signature = JSON.stringify(await signArbitrary(wallet, address, message));
    expect(await cosmosHooks.signIn.verify({ data: fields, message, signature }, [])).toBe(true);

    expect(await verifyCosmosSignIn({ data: fields, message: message.replace('abc123XYZ', 'abc123XYA'), signature })).toBe(false);
    expect(await verifyCosmosSignIn({ data: { ...fields, nonce: 'other' }, message, signature })).toBe(false);
    const expired = { ...fields, expirationTime: new Date(Date.now() - 1000).toISOString() };
    const expiredMessage = cosmosSignInMessage(expired);
    const expiredSignature = JSON.stringify(await signArbitrary(wallet, address, expiredMessage));
    expect(await verifyCosmosSignIn({ data: expired, message: expiredMessage, signature: expiredSignature })).toBe(false);

    const forOther = data(other);
    const otherMessage = cosmosSignInMessage(forOther);
    expect(await verifyCosmosSignIn({ data: forOther, message: otherMessage, signature })).toBe(false);
    expect(await verifyCosmosSignIn({ data: fields, message, signature: 'not json' })).toBe(false);

    // The same key's cosmos1 address is no Osmosis account.
    const onOsmosis = data(address, 'cosmos:osmosis-1');
    const osmosisMessage = cosmosSignInMessage(onOsmosis);
    const osmosisSignature = JSON.stringify(await signArbitrary(wallet, address, osmosisMessage));
    expect(await verifyCosmosSignIn({ data: onOsmosis, message: osmosisMessage, signature: osmosisSignature })).toBe(false);
  });

  it('verifies an Osmosis account’s sign-in on osmosis-1', async () => {
    const { wallet, address } = await signers('osmo');
    const fields = data(address, 'cosmos:osmosis-1');
    const message = cosmosSignInMessage(fields);
    const signature = JSON.stringify(await signArbitrary(wallet, address, message));
    expect(address.startsWith('osmo1')).toBe(true);
    expect(await verifyCosmosSignIn({ data: fields, message, signature })).toBe(true);
  });
});
