import { makeCosmoshubPath, Secp256k1HdWallet, type StdSignature } from '@cosmjs/amino';
import { verifyAdr036 } from '../adapters/cosmos/adr036';
import { cosmosSignInMessage, verifyCosmosSignIn } from '../adapters/cosmos/signIn';
import { COSMOS_TEST_ADDRESSES, COSMOS_TEST_MNEMONIC, createCosmosDevWallet } from './cosmosDevWallet';
import { DevWalletError, type DevWalletRequest } from './devWalletError';

const CHAIN = { id: 'localnet-1', name: 'Cosmos Local' };

/** The Cosmos side with a host like the Dev Wallet's; `refuse` says which requests the user declines. */
function devWallet({ chain = CHAIN, refuse = (_request: DevWalletRequest): boolean => false } = {}) {
  const prompts: DevWalletRequest[] = [];
  const state = { permitted: false, accountIndex: 0 };
  const side = createCosmosDevWallet(chain, {
    approve: async (request) => {
      prompts.push(request);
      if (refuse(request)) throw new DevWalletError(4001, 'User rejected the request.');
    },
    accountIndex: () => state.accountIndex,
    permitted: () => state.permitted,
    permit: (permitted) => {
      state.permitted = permitted;
    },
  });
  return { ...side, prompts, state };
}

describe('Dev Wallet, Cosmos side', () => {
  it('holds the test phrase’s keys at m/44’/118’/0’/0/0 to 9, as @cosmjs derives them', async () => {
    const derived = await Secp256k1HdWallet.fromMnemonic(COSMOS_TEST_MNEMONIC, {
      hdPaths: COSMOS_TEST_ADDRESSES.map((_, index) => makeCosmoshubPath(index)),
    });
    expect((await derived.getAccounts()).map((account) => account.address)).toEqual(COSMOS_TEST_ADDRESSES);
    expect(devWallet().cosmos.addresses).toEqual(COSMOS_TEST_ADDRESSES);
  });

  it('writes its addresses with the chain’s prefix', () => {
    const osmosis = devWallet({ chain: { id: 'osmosis-1', name: 'Osmosis' } }).cosmos.addresses;
    expect(osmosis[0]).toMatch(/^osmo1/);
    expect(osmosis).toHaveLength(10);
  });

  it('asks the user once to enable a site, then shares the selected key', async () => {
    const { cosmos, prompts } = devWallet();
    await expect(cosmos.keplr.getKey(CHAIN.id)).rejects.toMatchObject({ code: 4100 });
    await cosmos.keplr.enable(CHAIN.id);
    await cosmos.keplr.enable([CHAIN.id]);
    expect(prompts.map((prompt) => prompt.summary)).toEqual(['Connect account cosmos15yk…00e7 on Cosmos Local']);
    expect(await cosmos.keplr.getKey(CHAIN.id)).toMatchObject({
      algo: 'secp256k1',
      bech32Address: COSMOS_TEST_ADDRESSES[0],
      isNanoLedger: false,
      pubKey: expect.any(Uint8Array),
      address: expect.any(Uint8Array),
    });
  });

  it('rejects with 4001 when the user declines, and knows only its chain', async () => {
    const { cosmos } = devWallet({ refuse: () => true });
    await expect(cosmos.keplr.enable(CHAIN.id)).rejects.toMatchObject({ code: 4001 });
    await expect(cosmos.keplr.enable('cosmoshub-4')).rejects.toMatchObject({ code: 4902 });
  });

  it('tells the page with keplr_keystorechange when the account changes', async () => {
    const { cosmos, changed, state } = devWallet();
    await cosmos.keplr.enable(CHAIN.id);
    let heard = 0;
    const listener = () => {
      heard += 1;
    };
    window.addEventListener('keplr_keystorechange', listener);
    state.accountIndex = 1;
    changed();
    window.removeEventListener('keplr_keystorechange', listener);
    expect(heard).toBe(1);
    expect(await cosmos.keplr.getKey(CHAIN.id)).toMatchObject({ bech32Address: COSMOS_TEST_ADDRESSES[1] });
  });

  it('signs ADR-036 documents with the selected key after the user approves, and only as that key', async () => {
    const { cosmos, prompts } = devWallet();
    await cosmos.keplr.enable(CHAIN.id);
    const address = COSMOS_TEST_ADDRESSES[0];
    const signature = (await cosmos.keplr.signArbitrary(CHAIN.id, address, 'hello')) as StdSignature;
    expect(prompts.at(-1)).toMatchObject({ method: 'signArbitrary', summary: 'Sign a message as cosmos15yk…00e7' });
    expect(await verifyAdr036(address, 'hello', signature)).toBe(true);
    expect(await verifyAdr036(address, 'hello?', signature)).toBe(false);
    await expect(cosmos.keplr.signArbitrary(CHAIN.id, COSMOS_TEST_ADDRESSES[1], 'hello')).rejects.toMatchObject({ code: 4100 });
  });

  it('signs a sign-in message the Cosmos sign-in verifies, and not once tampered', async () => {
    const { cosmos } = devWallet();
    await cosmos.keplr.enable(CHAIN.id);
    const data = {
      accountAddress: COSMOS_TEST_ADDRESSES[0],
      chainId: 'cosmos:localnet-1' as const,
      domain: 'localhost',
      uri: 'http://localhost',
      version: '1',
      nonce: 'n0nce1234',
      issuedAt: new Date().toISOString(),
    };
    const message = cosmosSignInMessage(data);
    const signature = JSON.stringify(await cosmos.keplr.signArbitrary(CHAIN.id, data.accountAddress, message));
    expect(await verifyCosmosSignIn({ data, message, signature })).toBe(true);
    expect(await verifyCosmosSignIn({ data, message: message.replace('localhost wants', 'evil.example wants'), signature })).toBe(false);
  });

  it('is put on the page where the cosmos adapter looks for the Dev Wallet, and forgets the site on disable', async () => {
    const { cosmos, state } = devWallet();
    cosmos.inject();
    expect((window as unknown as Record<string, unknown>).devWalletKeplr).toBe(cosmos.keplr);
    await cosmos.keplr.enable(CHAIN.id);
    await cosmos.keplr.disable?.();
    expect(state.permitted).toBe(false);
    delete (window as unknown as Record<string, unknown>).devWalletKeplr;
  });
});
