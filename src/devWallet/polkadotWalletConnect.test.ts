/** @jest-environment node */
import { signatureVerify } from '@polkadot/util-crypto';
import type { ProposalTypes, Verify } from '@walletconnect/types';
import { createDevWallet } from './devWallet';
import { polkadotWalletConnectFamily } from './polkadotWalletConnect';
import type { WalletConnectRequest } from './walletConnectDevWallet';

const CHAIN = 'polkadot:2f5b862eaec1ebd8e28b633f9762e724' as const;

const requestOf = (params: unknown): WalletConnectRequest => ({
  id: 1,
  topic: 'topic',
  chainId: CHAIN,
  method: 'polkadot_signMessage',
  params,
  dapp: { name: 'Dapp', description: '', url: 'http://127.0.0.1', icons: [] },
  verifyContext: {} as Verify.Context,
});

describe('the Dev Wallet’s Polkadot side over WalletConnect', () => {
  it('grants its network with the selected account, signs polkadot_signMessage (hex or text) as signRaw does, and follows the account picked', async () => {
    const dev = createDevWallet({
      chain: { id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:9' },
      approve: () => true,
      polkadot: { chain: { id: CHAIN, name: 'Polkadot Local' } },
    });
    const family = polkadotWalletConnectFamily(dev, CHAIN);
    const [alice, bob] = dev.polkadot?.addresses ?? [];
    const proposal = {
      optionalNamespaces: { polkadot: { chains: [CHAIN], methods: ['polkadot_signMessage', 'polkadot_signTransaction'], events: [] } },
    } as unknown as ProposalTypes.Struct;
    expect(family.grant(proposal)).toEqual({
      chains: [CHAIN],
      accounts: [`${CHAIN}:${alice}`],
      methods: ['polkadot_signMessage'],
      events: [],
    });

    const picked: string[] = [];
    family.onAccountChange?.((address) => picked.push(address));
    await family.connect?.();
    for (const message of ['0x68656c6c6f', 'hello']) {
      const { signature } = (await family.answer(requestOf({ address: alice, message }))) as { signature: `0x${string}` };
      expect(signatureVerify('hello', signature, alice as string).isValid).toBe(true);
    }
    await expect(family.answer({ ...requestOf({}), method: 'polkadot_signTransaction' })).rejects.toMatchObject({ code: 4200 });
    dev.selectAccount(1);
    expect(picked.at(-1)).toBe(bob);
  });
});
