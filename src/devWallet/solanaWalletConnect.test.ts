/** @jest-environment node */
import type { ProposalTypes, Verify } from '@walletconnect/types';
import bs58 from 'bs58';
import { verifiesEd25519 } from '../../mocks/ed25519.ts';
import { SOLANA_TEST_ADDRESSES } from './accounts';
import { createDevWallet } from './devWallet';
import { solanaWalletConnectFamily } from './solanaWalletConnect';
import type { WalletConnectRequest } from './walletConnectDevWallet';

const CHAIN = 'solana:CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3';

function phoneFamily(accountIndex = 0) {
  const dev = createDevWallet({
    chain: { id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:9' },
    approve: () => true,
    solana: { chain: { id: CHAIN, name: 'Solana Local', rpcUrl: 'http://127.0.0.1:9' } },
  });
  dev.selectAccount(accountIndex);
  return solanaWalletConnectFamily(dev);
}

/** A proposal asking for `chains` and `methods` in the solana namespace. */
const proposalFor = (chains: string[], methods: string[]) =>
  ({ requiredNamespaces: {}, optionalNamespaces: { solana: { chains, methods, events: [] } } }) as unknown as ProposalTypes.Struct;

const requestOf = (method: string, params: unknown): WalletConnectRequest => ({
  id: 1,
  topic: 'topic',
  chainId: CHAIN,
  method,
  params,
  dapp: { name: 'Dapp', description: '', url: 'http://127.0.0.1', icons: [] },
  verifyContext: {} as Verify.Context,
});

describe('the Dev Wallet’s Solana side over WalletConnect', () => {
  it('grants its chain with the selected account and the methods it serves among those asked; nothing without its chain', () => {
    const family = phoneFamily(2);
    expect(
      family.grant(proposalFor([CHAIN, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ['solana_signMessage', 'solana_signAllTransactions'])),
    ).toEqual({
      chains: [CHAIN],
      accounts: [`${CHAIN}:${SOLANA_TEST_ADDRESSES[2]}`],
      methods: ['solana_signMessage'],
      events: [],
    });
    expect(family.grant(proposalFor(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ['solana_signMessage']))).toBeUndefined();
  });

  it('signs solana_signMessage in base58 once the session is approved, and refuses a message that is not base58', async () => {
    const family = phoneFamily();
    const pubkey = SOLANA_TEST_ADDRESSES[0] as string;
    const message = bs58.encode(Buffer.from('Sign in'));
    // Before the user approved a session, the Solana side shares no account.
    await expect(family.answer(requestOf('solana_signMessage', { message, pubkey }))).rejects.toMatchObject({ code: 4100 });

    await family.connect?.();
    const { signature } = (await family.answer(requestOf('solana_signMessage', { message, pubkey }))) as { signature: string };
    expect(verifiesEd25519('Sign in', signature, pubkey)).toBe(true);
    // Hex, as an EVM dapp would send it, is no base58 ('0' is not in its alphabet).
    await expect(family.answer(requestOf('solana_signMessage', { message: '0x5369676e20696e', pubkey }))).rejects.toMatchObject({
      code: -32602,
    });
    await expect(family.answer(requestOf('solana_signAllTransactions', { transactions: [] }))).rejects.toMatchObject({ code: 4200 });
  });
});
