/** @jest-environment node */
import type { ProposalTypes, Verify } from '@walletconnect/types';
import { cosmosWalletConnectFamily } from './cosmosWalletConnect';
import { createDevWallet } from './devWallet';
import type { WalletConnectRequest } from './walletConnectDevWallet';

const CHAIN = 'cosmos:localnet-1' as const;

function phoneFamily() {
  const dev = createDevWallet({
    chain: { id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:9' },
    approve: () => true,
    cosmos: { chain: { id: 'localnet-1', name: 'Cosmos Local' } },
  });
  return { dev, family: cosmosWalletConnectFamily(dev, CHAIN) };
}

const requestOf = (method: string, params: unknown, chainId: string = CHAIN): WalletConnectRequest => ({
  id: 1,
  topic: 'topic',
  chainId,
  method,
  params,
  dapp: { name: 'Dapp', description: '', url: 'http://127.0.0.1', icons: [] },
  verifyContext: {} as Verify.Context,
});

describe('the Dev Wallet’s Cosmos side over WalletConnect', () => {
  it('grants its chain with the selected account, nothing without it', () => {
    const { dev, family } = phoneFamily();
    const proposal = (chains: string[]) =>
      ({
        optionalNamespaces: { cosmos: { chains, methods: ['cosmos_signDirect', 'cosmos_signAmino'], events: [] } },
      }) as unknown as ProposalTypes.Struct;
    expect(family.grant(proposal([CHAIN, 'cosmos:cosmoshub-4']))).toEqual({
      chains: [CHAIN],
      accounts: [`${CHAIN}:${dev.cosmos?.addresses[0]}`],
      methods: ['cosmos_signAmino'],
      events: [],
    });
    expect(family.grant(proposal(['cosmos:cosmoshub-4']))).toBeUndefined();
  });

  it('signs ADR-036 documents only: a transaction’s amino document, signDirect and another chain are refused', async () => {
    const { dev, family } = phoneFamily();
    await family.connect?.();
    const signer = dev.cosmos?.addresses[0] as string;
    const { adr036SignDoc } = await import('../adapters/cosmos/adr036');
    const signed = (await family.answer(
      requestOf('cosmos_signAmino', { signerAddress: signer, signDoc: adr036SignDoc(signer, 'hi') }),
    )) as {
      signature: unknown;
    };
    expect(signed.signature).toMatchObject({ pub_key: { type: 'tendermint/PubKeySecp256k1' } });
    const withFee = { ...adr036SignDoc(signer, 'hi'), fee: { gas: '200000', amount: [{ denom: 'uatom', amount: '5000' }] } };
    await expect(family.answer(requestOf('cosmos_signAmino', { signerAddress: signer, signDoc: withFee }))).rejects.toMatchObject({
      code: -32602,
    });
    await expect(family.answer(requestOf('cosmos_signDirect', { signerAddress: signer, signDoc: {} }))).rejects.toMatchObject({
      code: 4200,
    });
    await expect(family.answer(requestOf('cosmos_getAccounts', {}, 'cosmos:cosmoshub-4'))).rejects.toMatchObject({ code: 4902 });
  });
});
