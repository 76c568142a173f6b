import { describe, expect, it, jest } from '@jest/globals';
import bs58 from 'bs58';
import { bytesToHex, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createKeyStore } from './keyStore';
import { memoryStorage } from './test/memoryStorage';

describe("the frame's key store", () => {
  it('makes an EVM and a Solana key per user, and finds them again from storage', async () => {
    const storage = memoryStorage();
    const made = await createKeyStore(storage).createKeys('user-1');
    const found = await createKeyStore(storage).keysOf('user-1');
    expect(found?.evmAddress).toBe(made.evmAddress);
    expect(found?.solanaAddress).toBe(made.solanaAddress);
    expect(await createKeyStore(storage).keysOf('user-2')).toBeUndefined();
    const other = await createKeyStore(storage).createKeys('user-2');
    expect(other.evmAddress).not.toBe(made.evmAddress);
  });

  it('signs EVM messages with the stored key, its secret sealed in storage under a key that cannot be read out', async () => {
    const storage = memoryStorage();
    // The secret is 32 random bytes: note the random values the key store draws, to look for them in storage.
    const drawn: Uint8Array[] = [];
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    const spy = jest.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const filled = getRandomValues(array as never) as T;
      if (filled instanceof Uint8Array) drawn.push(Uint8Array.from(filled));
      return filled;
    });
    const keys = await createKeyStore(storage).createKeys('user-1');
    spy.mockRestore();
    const secret = drawn.find((bytes) => bytes.length === 32 && privateKeyToAccount(bytesToHex(bytes)).address === keys.evmAddress);
    expect(secret).toBeDefined();

    const account = await (await createKeyStore(storage).keysOf('user-1'))?.evmAccount();
    const signature = await account?.signMessage({ message: 'hello' });
    expect(await verifyMessage({ address: keys.evmAddress, message: 'hello', signature: signature ?? '0x' })).toBe(true);

    const stored = JSON.stringify([...storage.records.values()], (_key, value) =>
      value instanceof Uint8Array || value instanceof ArrayBuffer ? bytesToHex(new Uint8Array(value)) : value,
    );
    expect(stored).toContain(keys.evmAddress);
    expect(stored).not.toContain(bytesToHex(secret ?? new Uint8Array()).slice(2));
    const sealingKey = storage.records.get('sealingKey') as CryptoKey;
    expect(sealingKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', sealingKey)).rejects.toThrow();
  });

  it('signs Solana messages with a non-extractable Ed25519 key whose public key is the address', async () => {
    const storage = memoryStorage();
    const keys = await createKeyStore(storage).createKeys('user-1');
    const message = new TextEncoder().encode('hello solana');
    const signature = await keys.signSolana(message);
    const publicKey = await crypto.subtle.importKey('raw', new Uint8Array(bs58.decode(keys.solanaAddress)), 'Ed25519', true, ['verify']);
    expect(signature).toHaveLength(64);
    expect(await crypto.subtle.verify('Ed25519', publicKey, new Uint8Array(signature), message)).toBe(true);
    const { solana } = storage.records.get('keys:user-1') as { solana: { privateKey: CryptoKey } };
    expect(solana.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', solana.privateKey)).rejects.toThrow();
  });

  it('keeps one device id and the session until it is cleared', async () => {
    const storage = memoryStorage();
    const deviceId = await createKeyStore(storage).deviceId();
    expect(await createKeyStore(storage).deviceId()).toBe(deviceId);
    const store = createKeyStore(storage);
    const session = { token: 't', userId: 'user-1', email: 'ada@example.com', expiresAt: 1 };
    await store.saveSession(session);
    expect(await createKeyStore(storage).session()).toEqual(session);
    await store.clearSession();
    expect(await createKeyStore(storage).session()).toBeUndefined();
  });
});
