/** @jest-environment node */
import type { ProposalTypes, Verify } from '@walletconnect/types';
import { verifyMessageSignature } from '../adapters/bitcoin/messageSignature';
import { bitcoinWalletConnectFamily } from './bitcoinWalletConnect';
import { createDevWallet } from './devWallet';
import type { WalletConnectRequest } from './walletConnectDevWallet';

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const;

const requestOf = (method: string, params: unknown): WalletConnectRequest => ({
  id: 1,
  topic: 'topic',
  chainId: REGTEST,
  method,
  params,
  dapp: { name: 'Dapp', description: '', url: 'http://127.0.0.1', icons: [] },
  verifyContext: {} as Verify.Context,
});

describe('the Dev Wallet’s Bitcoin side over WalletConnect', () => {
  it('grants regtest with the payment address; signs signMessage with BIP-322 only, and lists its addresses with their keys', async () => {
    const dev = createDevWallet({
      chain: { id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:9' },
      approve: () => true,
      bitcoin: { chain: { id: REGTEST, name: 'Bitcoin Regtest' } },
    });
    dev.selectAccount(2);
    const family = bitcoinWalletConnectFamily(dev, REGTEST);
    const address = dev.bitcoin?.addresses[2] as string;
    const proposal = {
      optionalNamespaces: { bip122: { chains: [REGTEST], methods: ['signMessage', 'sendTransfer'], events: [] } },
    } as unknown as ProposalTypes.Struct;
    expect(family.grant(proposal)).toEqual({
      chains: [REGTEST],
      accounts: [`${REGTEST}:${address}`],
      methods: ['signMessage'],
      events: [],
    });

    await family.connect?.();
    const answer = (await family.answer(requestOf('signMessage', { account: address, message: 'hi', protocol: 'bip322' }))) as {
      address: string;
      signature: string;
    };
    expect(answer.address).toBe(address);
    expect(await verifyMessageSignature(address, 'hi', answer.signature)).toBe(true);
    await expect(family.answer(requestOf('signMessage', { account: address, message: 'hi', protocol: 'ecdsa' }))).rejects.toMatchObject({
      code: -32602,
    });
    expect(await family.answer(requestOf('getAccountAddresses', { account: address }))).toEqual([
      { address, publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/), intention: 'payment' },
      { address: expect.stringMatching(/^bcrt1p/), publicKey: expect.stringMatching(/^[0-9a-f]{64}$/), intention: 'ordinal' },
    ]);
  });
});
