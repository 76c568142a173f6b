/** @jest-environment node */
// The frame's Solana methods in the shapes of WalletConnect's Solana methods, against the local Solana chain.
import { describe, expect, it } from '@jest/globals';
import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { runSolanaChain } from '../src/test/solanaChain';
import type { CaipNetworkId } from '../src/utils/caip';
import type { ApprovalRequest } from './approval';
import type { FrameNetwork } from './config';
import { createKeyStore, type UserKeys } from './keyStore';
import { solanaRequest } from './solana';
import { memoryStorage } from './test/memoryStorage';

const chain = runSolanaChain();

async function setUp(decision = true) {
  const keys = await createKeyStore(memoryStorage()).createKeys('user-1');
  const asked: ApprovalRequest[] = [];
  const network: FrameNetwork = {
    caipNetworkId: chain.caipNetworkId as CaipNetworkId,
    rpcUrl: chain.url,
    name: 'Solana Local',
    symbol: 'SOL',
  };
  const context = {
    network,
    keys,
    approve: async (request: ApprovalRequest) => {
      asked.push(request);
      return decision;
    },
  };
  return { keys, asked, request: (method: string, params: unknown) => solanaRequest(context, method, params) };
}

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const verifies = async (keys: UserKeys, signature: Uint8Array, message: Uint8Array) =>
  crypto.subtle.verify(
    'Ed25519',
    await crypto.subtle.importKey('raw', new Uint8Array(bs58.decode(keys.solanaAddress)), 'Ed25519', true, ['verify']),
    new Uint8Array(signature),
    new Uint8Array(message),
  );

const receiver = Keypair.generate().publicKey;
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const serialize = (transaction: Transaction) => transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
const BLOCKHASH = bs58.encode(new Uint8Array(32).fill(7));

function transfer(from: string, lamports: number, blockhash = BLOCKHASH) {
  const transaction = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: receiver, lamports }),
  );
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
}

describe("the frame's Solana methods", () => {
  it('signs a message the user approved: solana_signMessage answers a base58 signature', async () => {
    const { keys, asked, request } = await setUp();
    const message = new TextEncoder().encode('Sign in to Demo');
    const { signature } = (await request('solana_signMessage', { message: bs58.encode(message), pubkey: keys.solanaAddress })) as {
      signature: string;
    };
    expect(await verifies(keys, bs58.decode(signature), message)).toBe(true);
    expect(asked[0]?.rows).toContainEqual({ label: 'Message', value: 'Sign in to Demo' });
  });

  it('refuses what the user rejected, and a message for another account', async () => {
    const { keys, request } = await setUp(false);
    const message = bs58.encode(new TextEncoder().encode('hello'));
    await expect(request('solana_signMessage', { message, pubkey: keys.solanaAddress })).rejects.toThrow('User rejected the request.');
    await expect(request('solana_signMessage', { message, pubkey: receiver.toBase58() })).rejects.toThrow('not this wallet’s');
  });

  it('signs a legacy transaction: solana_signTransaction answers the signed transaction and the signature', async () => {
    const { keys, asked, request } = await setUp();
    const answer = (await request('solana_signTransaction', {
      transaction: toBase64(transfer(keys.solanaAddress, LAMPORTS_PER_SOL / 2)),
    })) as {
      transaction: string;
      signature: string;
    };
    const signed = Transaction.from(Buffer.from(answer.transaction, 'base64'));
    expect(signed.verifySignatures()).toBe(true);
    expect(bs58.encode(signed.signature ?? new Uint8Array())).toBe(answer.signature);
    expect(asked[0]?.rows).toContainEqual({
      label: '1. Send',
      value: `Amount: 0.5 SOL\nFrom: ${keys.solanaAddress}\nTo: ${receiver.toBase58()}`,
    });
  });

  it('signs every versioned transaction of solana_signAllTransactions', async () => {
    const { keys, asked, request } = await setUp();
    const payer = new PublicKey(keys.solanaAddress);
    const versioned = (lamports: number) =>
      new VersionedTransaction(
        new TransactionMessage({
          payerKey: payer,
          recentBlockhash: BLOCKHASH,
          instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports })],
        }).compileToV0Message(),
      ).serialize();
    const { transactions } = (await request('solana_signAllTransactions', {
      transactions: [versioned(1), versioned(2)].map(toBase64),
    })) as {
      transactions: string[];
    };
    for (const base64 of transactions) {
      const signed = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
      expect(await verifies(keys, signed.signatures[0] ?? new Uint8Array(), signed.message.serialize())).toBe(true);
    }
    expect(asked[0]?.rows.map(({ label }) => label)).toEqual([
      'Network',
      'Account',
      'Transactions',
      'Transaction 1, 1. Send',
      'Transaction 2, 1. Send',
    ]);
  });

  it('refuses a transaction that does not ask this wallet to sign', async () => {
    const { request } = await setUp();
    const other = Keypair.generate().publicKey.toBase58();
    await expect(request('solana_signTransaction', { transaction: toBase64(transfer(other, 1)) })).rejects.toThrow(
      'The transaction does not ask this wallet to sign it.',
    );
  });

  it('signs and sends a transfer on the chain: solana_signAndSendTransaction answers the base58 signature', async () => {
    const { keys, request } = await setUp();
    const connection = chain.connection();
    const funded = await connection.requestAirdrop(new PublicKey(keys.solanaAddress), LAMPORTS_PER_SOL);
    await connection.confirmTransaction(funded, 'confirmed');
    const { blockhash } = await connection.getLatestBlockhash();
    const { signature } = (await request('solana_signAndSendTransaction', {
      transaction: toBase64(transfer(keys.solanaAddress, LAMPORTS_PER_SOL / 10, blockhash)),
    })) as { signature: string };
    expect(bs58.decode(signature)).toHaveLength(64);
    await connection.confirmTransaction(signature, 'confirmed');
    expect(await connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 10);
  });

  it('tells what token, compute budget and memo instructions do', async () => {
    const { keys, asked, request } = await setUp();
    const owner = new PublicKey(keys.solanaAddress);
    const mint = Keypair.generate().publicKey;
    const source = Keypair.generate().publicKey;
    const destination = Keypair.generate().publicKey;
    const transferChecked = new Uint8Array(10);
    new DataView(transferChecked.buffer).setBigUint64(1, 2_500_000n, true);
    transferChecked[0] = 12;
    transferChecked[9] = 6;
    const transaction = new Transaction({ feePayer: owner, recentBlockhash: BLOCKHASH }).add(
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 5_000 }),
      new TransactionInstruction({
        programId: TOKEN_PROGRAM,
        keys: [
          { pubkey: source, isSigner: false, isWritable: true },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: owner, isSigner: true, isWritable: false },
        ],
        data: Buffer.from(transferChecked),
      }),
      new TransactionInstruction({ programId: MEMO_PROGRAM, keys: [], data: Buffer.from('order 42') }),
    );
    await request('solana_signTransaction', { transaction: toBase64(serialize(transaction)) });
    expect(asked[0]?.rows.slice(2)).toEqual([
      { label: '1. Priority fee', value: 'Amount: 5000 micro-lamports per compute unit' },
      {
        label: '2. Send token',
        value: `Amount: 2.5\nToken mint: ${mint.toBase58()}\nFrom: ${source.toBase58()}\nTo: ${destination.toBase58()}\nOwner: ${keys.solanaAddress}`,
      },
      { label: '3. Memo', value: 'Message: order 42' },
    ]);
  });

  it('flags an instruction of a program it cannot read, naming the program', async () => {
    const { keys, asked, request } = await setUp();
    const owner = new PublicKey(keys.solanaAddress);
    const program = Keypair.generate().publicKey;
    const transaction = new Transaction({ feePayer: owner, recentBlockhash: BLOCKHASH }).add(
      SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports: 1 }),
      new TransactionInstruction({
        programId: program,
        keys: [{ pubkey: owner, isSigner: true, isWritable: true }],
        data: Buffer.from([1, 2, 3]),
      }),
    );
    await request('solana_signTransaction', { transaction: toBase64(serialize(transaction)) });
    expect(asked[0]?.rows.at(-1)).toEqual({
      label: '2. Unknown instruction',
      value: `Program ${program.toBase58()} asks for something this wallet cannot read. Approve only if you trust the site with everything this account holds.`,
      warning: true,
    });
  });

  it('names an account loaded from an address lookup table by its table and entry', async () => {
    const { keys, asked, request } = await setUp();
    const payer = new PublicKey(keys.solanaAddress);
    const table = new AddressLookupTableAccount({
      key: Keypair.generate().publicKey,
      state: {
        deactivationSlot: BigInt('18446744073709551615'),
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        addresses: [Keypair.generate().publicKey, receiver],
      },
    });
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: BLOCKHASH,
      instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: 3 })],
    }).compileToV0Message([table]);
    await request('solana_signTransaction', { transaction: toBase64(new VersionedTransaction(message).serialize()) });
    expect(asked[0]?.rows.at(-1)?.value).toBe(
      `Amount: 0.000000003 SOL\nFrom: ${keys.solanaAddress}\nTo: Entry 1 of address lookup table ${table.key.toBase58()}`,
    );
  });

  it('refuses to sign as a message what is a transaction message, legacy or versioned', async () => {
    const { keys, asked, request } = await setUp();
    const payer = new PublicKey(keys.solanaAddress);
    const instructions = [SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: LAMPORTS_PER_SOL })];
    const legacy = new Transaction({ feePayer: payer, recentBlockhash: BLOCKHASH }).add(...instructions).serializeMessage();
    const versioned = new TransactionMessage({ payerKey: payer, recentBlockhash: BLOCKHASH, instructions })
      .compileToV0Message()
      .serialize();
    for (const bytes of [legacy, versioned]) {
      await expect(request('solana_signMessage', { message: bs58.encode(bytes), pubkey: keys.solanaAddress })).rejects.toThrow(
        'The message is a Solana transaction: signing it would approve the transaction.',
      );
    }
    expect(asked).toEqual([]);
  });
});
