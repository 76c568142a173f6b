/** @jest-environment node */
import { jest } from '@jest/globals';
import { createPublicClient, custom, type Hex, type PublicClient } from 'viem';
import type { Eip1193Provider } from '../adapters/evm/eip1193';
import { RPC } from '../adapters/evm/rpcLimits';
import { sendEvmTransaction } from '../adapters/evm/sendTransaction';
import { sendEvmTransfer } from '../adapters/evm/transfer';
import type { SentTransaction } from '../adapters/types';
import { localChain } from '../config/networks';
import { ErrorText } from '../errors';
import { confirmTransaction, RECEIPT_CLOCKS } from './receipts';

const network = localChain({ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' });
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH: Hex = `0x${'ab'.repeat(32)}`;
const call = { network, from: FROM, payload: { namespace: 'eip155', to: TO, value: 1n } } as const;
const BLOCK_HASH: Hex = `0x${'cd'.repeat(32)}`;

const receipt = {
  transactionHash: HASH,
  blockHash: BLOCK_HASH,
  blockNumber: '0x1',
  transactionIndex: '0x0',
  from: FROM,
  to: TO,
  status: '0x1',
  gasUsed: '0x5208',
  cumulativeGasUsed: '0x5208',
  effectiveGasPrice: '0x1',
  logs: [],
  logsBloom: `0x${'0'.repeat(512)}`,
  type: '0x2',
  contractAddress: null,
};

/**
 * A node, on the fake clock, that does not know the sent transaction until `knownAfterMs` (never, without it): like a
 * provider slow to see a transaction the wallet sent elsewhere. `lookups` are the times it was asked for the receipt.
 */
function slowNode(knownAfterMs = Number.POSITIVE_INFINITY) {
  const start = Date.now();
  const lookups: number[] = [];
  const known = () => Date.now() - start >= knownAfterMs;
  const answers: Record<string, () => unknown> = {
    eth_chainId: () => '0x7a69',
    eth_call: () => '0x',
    eth_blockNumber: () => '0x1',
    eth_getTransactionReceipt: () => {
      lookups.push(Date.now() - start);
      return known() ? receipt : null;
    },
  };
  const client: PublicClient = createPublicClient({
    transport: custom({
      async request({ method }: { method: string }) {
        const answer = answers[method];
        if (!answer) throw new Error(`The test node does not serve ${method}`);
        return answer();
      },
    }),
    pollingInterval: RPC.fallbackPollingMs,
  });
  return { client, lookups };
}

const wallet: Eip1193Provider = {
  async request({ method }) {
    if (method === 'eth_chainId') return '0x7a69';
    if (method === 'eth_sendTransaction') return HASH;
    throw new Error(`The test wallet does not serve ${method}`);
  },
};

/** When, on the fake clock, `promise` settled, and how. */
function settlement<T>(promise: Promise<T>) {
  const start = Date.now();
  return promise.then(
    (value) => ({ afterMs: Date.now() - start, value }),
    (error: unknown) => ({ afterMs: Date.now() - start, error }),
  );
}

/** The EVM family's send, then the wait above it, as a caller of the adapter does it. */
const sendAndConfirm = (sending: Promise<SentTransaction>, clock: (typeof RECEIPT_CLOCKS)[keyof typeof RECEIPT_CLOCKS]) =>
  sending.then((sent) => confirmTransaction(sent, clock));

/** Every 4 s after the retries (12.6 s), while the wait lasts. */
const pollsUntil = (endMs: number) =>
  Array.from({ length: Math.floor((endMs - 12_600 - 1) / 4_000) }, (_, index) => 16_600 + index * 4_000);

describe('waiting for a receipt, on the fake clock', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('asks again after 200, 400 and 800 ms while the node does not know the transaction, and has the receipt at 1.4 s', async () => {
    const node = slowNode(1_400);
    const outcome = settlement(sendAndConfirm(sendEvmTransaction(wallet, node.client, call), RECEIPT_CLOCKS.transaction));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toEqual({ afterMs: 1_400, value: { id: HASH, status: 'success', includedIn: { block: '1' } } });
    expect(node.lookups).toEqual([0, 200, 600, 1_400]);
  });

  it('asks 6 times again, the delay doubling from 200 ms, then every 4 s, and gives up at 180 s with the not-confirmed error', async () => {
    const node = slowNode();
    const outcome = settlement(sendAndConfirm(sendEvmTransaction(wallet, node.client, call), RECEIPT_CLOCKS.transaction));
    await jest.advanceTimersByTimeAsync(200_000);
    expect(await outcome).toEqual({
      afterMs: 180_000,
      error: expect.objectContaining({
        name: 'WalletRequestError',
        message: ErrorText.transactionNotConfirmed(180),
        kind: 'timedOut',
        notice: { key: 'error.transactionNotConfirmed', values: { seconds: 180 } },
      }),
    });
    expect(node.lookups).toEqual([0, 200, 600, 1_400, 3_000, 6_200, 12_600, ...pollsUntil(180_000)]);
    expect(node.lookups.at(-1)).toBe(176_600);
  });

  it('asks again when the node fails to answer, and has the receipt once it does', async () => {
    const receipt = { id: HASH, status: 'success', includedIn: { block: '3' } } as const;
    const answers = [new Error('HTTP request failed.'), new Error('HTTP request failed.'), receipt];
    const asked: number[] = [];
    const start = Date.now();
    const findReceipt = async () => {
      asked.push(Date.now() - start);
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    };
    const outcome = settlement(confirmTransaction({ id: HASH, findReceipt }, RECEIPT_CLOCKS.send));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toEqual({ afterMs: 600, value: receipt });
    expect(asked).toEqual([0, 200, 600]);
  });

  it('a send waits 25 s, not 180 s', async () => {
    const node = slowNode();
    const transfer = { network, from: FROM, to: TO, amount: 1n, tokenAddress: undefined };
    const outcome = settlement(sendAndConfirm(sendEvmTransfer(wallet, node.client, transfer), RECEIPT_CLOCKS.send));
    await jest.advanceTimersByTimeAsync(200_000);
    expect(await outcome).toEqual({
      afterMs: 25_000,
      error: expect.objectContaining({
        name: 'WalletRequestError',
        message: ErrorText.sendNotConfirmed(25),
        kind: 'timedOut',
        notice: { key: 'error.sendNotConfirmed', values: { seconds: 25 } },
      }),
    });
    expect(node.lookups).toEqual([0, 200, 600, 1_400, 3_000, 6_200, 12_600, 16_600, 20_600, 24_600]);
  });
});

describe('a receipt as any family says it', () => {
  it('resolves with what the family found, a slot where it counts slots', async () => {
    const receipt = { id: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnb', status: 'success', includedIn: { slot: '312000007' } } as const;
    await expect(confirmTransaction({ id: receipt.id, findReceipt: async () => receipt }, RECEIPT_CLOCKS.transaction)).resolves.toEqual(
      receipt,
    );
  });

  it('rejects a failed transaction with the reason the family gave, or unknown reason', async () => {
    const failed = { id: HASH, status: 'failed', includedIn: { block: '7' } } as const;
    await expect(
      confirmTransaction(
        { id: HASH, findReceipt: async () => ({ ...failed, failureReason: 'ERC20: insufficient allowance' }) },
        RECEIPT_CLOCKS.send,
      ),
    ).rejects.toMatchObject({ name: 'WalletRequestError', message: 'ERC20: insufficient allowance' });
    await expect(confirmTransaction({ id: HASH, findReceipt: async () => failed }, RECEIPT_CLOCKS.send)).rejects.toMatchObject({
      name: 'WalletRequestError',
      message: ErrorText.unknownRevertReason,
    });
  });
});
