/** @jest-environment node */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SolanaSignAndSendTransactionMethod, SolanaSignTransactionFeature } from '@solana/wallet-standard-features';
import { Keypair } from '@solana/web3.js';
import type { Wallet } from '@wallet-standard/base';
import bs58 from 'bs58';
import { DSPL, SOLANA_TEST_FUNDING_SOL } from '../../../mocks/fixtures/localChains.ts';
import { localChain } from '../../config/networks';
import { SOLANA_TEST_ADDRESSES } from '../../devWallet/accounts';
import { confirmTransaction, RECEIPT_CLOCKS } from '../../store/receipts';
import { createTestDevWallet } from '../../test/devWallet';
import { runSolanaChain } from '../../test/solanaChain';
import { dsplOf as dspl, lamportsOf as lamports, solanaLocal, spendAllDspl } from '../../test/solanaNetwork';
import type { DiscoveredConnector, SentTransaction } from '../types';
import { createSolanaAdapter } from './solanaAdapter';

const chain = runSolanaChain();
const adapter = createSolanaAdapter();
// The EVM side is not used here: its chain is nowhere.
const UNUSED_EVM_CHAIN = localChain({ id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:9' });

const freshAddress = () => Keypair.generate().publicKey.toBase58();

const lamportsOf = (address: string) => lamports(chain.connection(), address);
const dsplOf = (owner: string) => dspl(chain.connection(), owner);

/**
 * The Dev Wallet's Solana side on the local chain, connected with test account `account` (0 by default), as the adapter
 * reaches it; `wrap` stands another wallet in front of it.
 */
async function connectedDevWallet({
  account = 0,
  wrap = (wallet: Wallet) => wallet,
  ...options
}: Parameters<typeof createTestDevWallet>[1] & { account?: number; wrap?: (wallet: Wallet) => Wallet } = {}) {
  const network = solanaLocal(chain);
  const dev = createTestDevWallet(UNUSED_EVM_CHAIN, { ...options, solana: network });
  dev.wallet.selectAccount(account);
  const wallet = wrap(dev.wallet.solana?.wallet as Wallet);
  const connector: DiscoveredConnector = {
    connector: { id: 'dev', name: wallet.name, type: 'ANNOUNCED', chain: 'solana' },
    getProvider: async () => wallet,
  };
  const { accounts } = await adapter.connect(connector);
  const from = accounts[0]?.address as string;
  const prompts = (method: string) => dev.prompts.filter((prompt) => prompt.method === method);
  return { network, connector, from, prompts, dev };
}

describe('the Solana adapter on the local chain', () => {
  it('reads the SOL balance and the listed DSPL the account holds', async () => {
    const { network, from } = await connectedDevWallet();
    expect(from).toBe(SOLANA_TEST_ADDRESSES[0]);
    expect(await adapter.getNativeBalance?.(from, network)).toEqual({ balance: String(SOLANA_TEST_FUNDING_SOL), symbol: 'SOL' });
    const tokens = await adapter.readTokenBalances?.(from, network, network.tokens ?? []);
    expect(tokens).toEqual({
      balances: [
        {
          name: 'Demo SPL',
          symbol: 'DSPL',
          chainId: network.caipNetworkId,
          address: `${network.caipNetworkId}:${DSPL.mint}`,
          price: 0,
          value: 0,
          quantity: { decimals: '6', numeric: DSPL.minted },
          iconUrl: '',
        },
      ],
      unreadable: [],
    });
  });

  it('reads through the network’s next RPC URL when the first one fails', async () => {
    const failing = createServer((_request, response) => response.writeHead(503).end());
    await new Promise<void>((listening) => failing.listen(0, '127.0.0.1', listening));
    try {
      const network = solanaLocal(chain);
      const failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}/`;
      const behindAFailingNode = { ...network, rpcUrls: { default: { http: [failingUrl, chain.url] } } };
      expect(await adapter.getNativeBalance?.(SOLANA_TEST_ADDRESSES[1] as string, behindAFailingNode)).toEqual({
        balance: String(SOLANA_TEST_FUNDING_SOL),
        symbol: 'SOL',
      });
    } finally {
      failing.closeAllConnections();
      await new Promise((closed) => failing.close(closed));
    }
  });

  it('sends SOL: the receiver gets exactly the amount, the sender pays it and the fee it was quoted', async () => {
    const { network, connector, from, prompts } = await connectedDevWallet();
    const receiver = freshAddress();
    const before = await lamportsOf(from);
    const fee = await adapter.estimateNativeTransferFee?.({ network, from, to: receiver });
    const sent = await adapter.transfer?.(connector, { network, from, to: receiver, amount: 250_000_000n, tokenAddress: undefined });
    const receipt = await confirmTransaction(sent as SentTransaction, RECEIPT_CLOCKS.send);
    expect(receipt).toMatchObject({ id: sent?.id, status: 'success', includedIn: { slot: expect.stringMatching(/^\d+$/) } });
    expect(await lamportsOf(receiver)).toBe(250_000_000n);
    expect(await lamportsOf(from)).toBe(before - 250_000_000n - (fee as bigint));
    expect(fee).toBe(5000n);
    expect(prompts('solana:signAndSendTransaction').map((prompt) => prompt.summary)).toEqual([
      `Send 0.25 SOL to ${receiver.slice(0, 4)}…${receiver.slice(-4)} on Solana Local`,
    ]);
  });

  it('sends DSPL to a fresh receiver, creating its token account', async () => {
    const { network, connector, from } = await connectedDevWallet();
    const receiver = freshAddress();
    const held = (await dsplOf(from)) as bigint;
    expect(await dsplOf(receiver)).toBeUndefined();
    const sent = await adapter.transfer?.(connector, { network, from, to: receiver, amount: 1_500_000n, tokenAddress: DSPL.mint });
    await confirmTransaction(sent as SentTransaction, RECEIPT_CLOCKS.send);
    expect(await dsplOf(receiver)).toBe(1_500_000n);
    expect(await dsplOf(from)).toBe(held - 1_500_000n);
  });

  it('fails with the program’s own words before the wallet is asked: the token program’s, the system program’s', async () => {
    const { network, connector, from, prompts } = await connectedDevWallet();
    const held = (await dsplOf(from)) as bigint;
    await expect(
      adapter.transfer?.(connector, { network, from, to: freshAddress(), amount: held + 1n, tokenAddress: DSPL.mint }),
    ).rejects.toMatchObject({
      kind: 'reverted',
      message: 'insufficient funds',
      notice: { key: 'notice.walletAnswered', values: { answer: 'insufficient funds' } },
    });
    const lamports = await lamportsOf(from);
    await expect(
      adapter.transfer?.(connector, { network, from, to: freshAddress(), amount: lamports + 1n, tokenAddress: undefined }),
    ).rejects.toMatchObject({ kind: 'reverted', message: expect.stringMatching(/^Transfer: insufficient lamports \d+, need \d+$/) });
    expect(prompts('solana:signAndSendTransaction')).toEqual([]);
  });

  it('fails with the program’s own words when the chain changed between the preflight and the send', async () => {
    // A wallet that sends what it signed without the node's preflight, after the account spent its DSPL elsewhere.
    const racing = (wallet: Wallet): Wallet => {
      const features = wallet.features as SolanaSignTransactionFeature;
      const signAndSendTransaction: SolanaSignAndSendTransactionMethod = async ({ account, transaction }) => {
        const [signed] = await features['solana:signTransaction'].signTransaction({ account, transaction });
        await spendAllDspl(chain.connection(), 2);
        const signature = await chain.connection().sendRawTransaction(signed?.signedTransaction as Uint8Array, { skipPreflight: true });
        return [{ signature: bs58.decode(signature) }];
      };
      return {
        version: wallet.version,
        name: wallet.name,
        icon: wallet.icon,
        chains: wallet.chains,
        get accounts() {
          return wallet.accounts;
        },
        features: {
          ...features,
          'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy'], signAndSendTransaction },
        },
      };
    };
    const { network, connector, from } = await connectedDevWallet({ account: 2, wrap: racing });
    const held = (await dsplOf(from)) as bigint;
    const sent = (await adapter.transfer?.(connector, {
      network,
      from,
      to: freshAddress(),
      amount: held,
      tokenAddress: DSPL.mint,
    })) as SentTransaction;
    await expect(confirmTransaction(sent, RECEIPT_CLOCKS.send)).rejects.toMatchObject({ kind: 'reverted', message: 'insufficient funds' });
    expect(await chain.connection().getSignatureStatus(sent.id)).toMatchObject({
      value: { err: { InstructionError: [1, { Custom: 1 }] } },
    });
  });

  it('passes the user’s refusal on as the send’s rejection, sending nothing', async () => {
    const { network, connector, from } = await connectedDevWallet({
      refuse: (prompt) => prompt.method === 'solana:signAndSendTransaction',
    });
    const receiver = freshAddress();
    await expect(
      adapter.transfer?.(connector, { network, from, to: receiver, amount: 1_000_000n, tokenAddress: undefined }),
    ).rejects.toMatchObject({ kind: 'userRejected', message: 'You rejected the transfer in your wallet.' });
    expect(await lamportsOf(receiver)).toBe(0n);
  });

  it('refuses a receiver that is no Solana address', async () => {
    const { network, connector, from } = await connectedDevWallet();
    await expect(
      adapter.transfer?.(connector, {
        network,
        from,
        to: '0x52908400098527886E0F7030069857D2E4169EE7',
        amount: 1n,
        tokenAddress: undefined,
      }),
    ).rejects.toMatchObject({ kind: 'invalidRequest', notice: { key: 'error.invalidReceiver' } });
  });

  it('empties the account with Max, the balance less the quoted fee', async () => {
    const { network, connector, dev } = await connectedDevWallet();
    // An account of its own: the others' balances move with the other tests.
    dev.wallet.selectAccount(5);
    const from = SOLANA_TEST_ADDRESSES[5] as string;
    const receiver = freshAddress();
    const fee = (await adapter.estimateNativeTransferFee?.({ network, from, to: receiver })) as bigint;
    const amount = (await lamportsOf(from)) - fee;
    await confirmTransaction(
      (await adapter.transfer?.(connector, { network, from, to: receiver, amount, tokenAddress: undefined })) as SentTransaction,
      RECEIPT_CLOCKS.send,
    );
    expect(await lamportsOf(from)).toBe(0n);
    expect(await lamportsOf(receiver)).toBe(amount);
  });
});
