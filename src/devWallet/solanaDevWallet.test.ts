/** @jest-environment node */
import type { SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features';
import { PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import bs58 from 'bs58';
import { verifiesEd25519 } from '../../mocks/ed25519.ts';
import { memoryStorage } from '../utils/storage';
import { SOLANA_TEST_ADDRESSES } from './accounts';
import { createDevWallet } from './devWallet';
import type { DevWalletRequest } from './devWalletError';

const CHAIN = { id: 'solana:CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3', name: 'Solana Local', rpcUrl: 'http://127.0.0.1:9' } as const;
const RECEIVER = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature;

/** The Dev Wallet with its Solana side; `prompts` lists what its user was asked, `refuse` says which they decline. */
function devWallet({ storage = memoryStorage(), refuse = (_request: DevWalletRequest): boolean => false } = {}) {
  const prompts: DevWalletRequest[] = [];
  const dev = createDevWallet({
    chain: { id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:9' },
    approve: (request) => {
      prompts.push(request);
      return !refuse(request);
    },
    storage,
    solana: { chain: CHAIN },
  });
  const wallet = dev.solana?.wallet as Wallet;
  const features = wallet.features as unknown as Features;
  const changes: string[][] = [];
  features['standard:events'].on('change', ({ accounts }) => {
    if (accounts) changes.push(accounts.map((account) => account.address));
  });
  return { dev, wallet, features, prompts, changes, storage };
}

function transferFrom(from: string, lamports: number) {
  const message = new TransactionMessage({
    payerKey: new PublicKey(from),
    recentBlockhash: bs58.encode(new Uint8Array(32).fill(7)),
    instructions: [SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: new PublicKey(RECEIVER), lamports })],
  }).compileToLegacyMessage();
  return new VersionedTransaction(message);
}

describe('Dev Wallet, Solana side', () => {
  it('is a Wallet Standard wallet of the same name as the EVM side, on the chain it was given', () => {
    const { dev, wallet } = devWallet();
    expect(wallet).toMatchObject({ version: '1.0.0', name: dev.info.name, chains: [CHAIN.id], accounts: [] });
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ]);
    expect(dev.solana?.addresses).toEqual(SOLANA_TEST_ADDRESSES);
  });

  it('shares no account silently until the user approves a connect, then the selected one', async () => {
    const { features, wallet, prompts, changes } = devWallet();
    expect(await features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] });
    expect(prompts).toEqual([]);
    const { accounts } = await features['standard:connect'].connect();
    expect(accounts.map((account) => account.address)).toEqual([SOLANA_TEST_ADDRESSES[0]]);
    expect(wallet.accounts).toEqual(accounts);
    expect(prompts.map((prompt) => prompt.summary)).toEqual(['Connect account EpVh…1JtY on Solana Local']);
    expect(changes).toEqual([[SOLANA_TEST_ADDRESSES[0]]]);
    expect(await features['standard:connect'].connect({ silent: true })).toEqual({ accounts });
  });

  it('rejects with 4001 when the user declines, and keeps the EVM side’s permission apart', async () => {
    const { dev, features } = devWallet({ refuse: () => true });
    await expect(features['standard:connect'].connect()).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    const { features: approving, dev: other } = devWallet();
    await approving['standard:connect'].connect();
    expect(await other.provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await dev.provider.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('remembers the site across a reload, and forgets it on disconnect', async () => {
    const first = devWallet();
    await first.features['standard:connect'].connect();
    const reloaded = devWallet({ storage: first.storage });
    expect((await reloaded.features['standard:connect'].connect({ silent: true })).accounts.map((account) => account.address)).toEqual([
      SOLANA_TEST_ADDRESSES[0],
    ]);
    await reloaded.features['standard:disconnect'].disconnect();
    expect(reloaded.changes).toEqual([[]]);
    expect(await devWallet({ storage: first.storage }).features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] });
  });

  it('tells the page when the user picks another account, or removes the site in the wallet', async () => {
    const { dev, features, changes } = devWallet();
    dev.selectAccount(1);
    expect(changes).toEqual([]);
    await features['standard:connect'].connect();
    dev.selectAccount(2);
    dev.forgetSite();
    expect(changes).toEqual([[SOLANA_TEST_ADDRESSES[1]], [SOLANA_TEST_ADDRESSES[2]], []]);
  });

  it('signs a message with the selected key (ed25519), and refuses for an account it did not share', async () => {
    const { features, wallet, prompts } = devWallet();
    await features['standard:connect'].connect();
    const account = wallet.accounts[0] as WalletAccount;
    const message = new TextEncoder().encode('Sign in to the demo');
    const [output] = await features['solana:signMessage'].signMessage({ account, message });
    expect(output?.signedMessage).toEqual(message);
    expect(verifiesEd25519(message, output?.signature as Uint8Array, account.address)).toBe(true);
    expect(prompts.at(-1)?.summary).toBe('Sign a message as EpVh…1JtY');

    const stranger = { ...account, address: RECEIVER, publicKey: bs58.decode(RECEIVER) };
    await expect(features['solana:signMessage'].signMessage({ account: stranger, message })).rejects.toMatchObject({ code: 4100 });
  });

  it('signs a transaction in its signer’s place, telling the user what it sends', async () => {
    const { features, wallet, prompts } = devWallet();
    await features['standard:connect'].connect();
    const account = wallet.accounts[0] as WalletAccount;
    const unsigned = transferFrom(account.address, 250_000_000);
    const [output] = await features['solana:signTransaction'].signTransaction({
      account,
      chain: CHAIN.id,
      transaction: unsigned.serialize(),
    });
    const signed = VersionedTransaction.deserialize(output?.signedTransaction as Uint8Array);
    expect(verifiesEd25519(signed.message.serialize(), signed.signatures[0] as Uint8Array, account.address)).toBe(true);
    expect(prompts.at(-1)).toMatchObject({ method: 'solana:signTransaction', summary: 'Send 0.25 SOL to 7EcD…FLtV on Solana Local' });
  });

  it('refuses a transaction its account need not sign, or for another chain, before asking the user', async () => {
    const { features, wallet, prompts } = devWallet();
    await features['standard:connect'].connect();
    const account = wallet.accounts[0] as WalletAccount;
    const foreign = transferFrom(RECEIVER, 1).serialize();
    await expect(features['solana:signTransaction'].signTransaction({ account, transaction: foreign })).rejects.toMatchObject({
      code: -32602,
    });
    const mine = transferFrom(account.address, 1).serialize();
    await expect(
      features['solana:signTransaction'].signTransaction({ account, chain: 'solana:mainnet', transaction: mine }),
    ).rejects.toMatchObject({ code: -32602 });
    expect(prompts.map((prompt) => prompt.method)).toEqual(['standard:connect']);
  });
});
