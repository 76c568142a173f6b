/** @jest-environment node */
import { jest } from '@jest/globals';
import { createPublicClient, custom, type Hex, type PublicClient } from 'viem';
import { localChain } from '../../config/networks';
import { RPC } from '../../constants';
import { ErrorText } from '../../errors';
import type { Eip1193Provider } from './eip1193';
import { sendEvmTransaction } from './sendTransaction';
import { sendEvmTransfer } from './transfer';

const network = localChain({ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' });
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH: Hex = `0x${'ab'.repeat(32)}`;
const BLOCK_HASH: Hex = `0x${'cd'.repeat(32)}`;

const minedTransaction = {
  hash: HASH,
  blockHash: BLOCK_HASH,
  blockNumber: '0x1',
  transactionIndex: '0x0',
  from: FROM,
  to: TO,
  nonce: '0x0',
  value: '0x1',
  input: '0x',
  gas: '0x5208',
  gasPrice: '0x1',
  maxFeePerGas: '0x1',
  maxPriorityFeePerGas: '0x1',
  type: '0x2',
  chainId: '0x7a69',
  v: '0x0',
  yParity: '0x0',
  r: '0x1',
  s: '0x1',
};

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
 * provider slow to see a transaction the wallet sent elsewhere. `lookups` are the times it was asked for the transaction.
 */
function slowNode(knownAfterMs = Number.POSITIVE_INFINITY) {
  const start = Date.now();
  const lookups: number[] = [];
  const known = () => Date.now() - start >= knownAfterMs;
  const answers: Record<string, () => unknown> = {
    eth_chainId: () => '0x7a69',
    eth_call: () => '0x',
    eth_blockNumber: () => '0x1',
    eth_getTransactionByHash: () => {
      lookups.push(Date.now() - start);
      return known() ? minedTransaction : null;
    },
    eth_getTransactionReceipt: () => (known() ? receipt : null),
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

describe('waiting for a receipt, on the fake clock', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('asks again after 200, 400 and 800 ms while the node does not know the transaction, and has the receipt at 1.4 s', async () => {
    const node = slowNode(1_400);
    const outcome = settlement(sendEvmTransaction(wallet, node.client, { network, from: FROM, to: TO, value: 1n }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toEqual({ afterMs: 1_400, value: { hash: HASH, status: 'success', blockNumber: '1', gasUsed: '21000' } });
    expect(node.lookups).toEqual([0, 200, 600, 1_400]);
  });

  it('asks 6 times again, the delay doubling from 200 ms, then gives up at 180 s with the not-confirmed error', async () => {
    const node = slowNode();
    const outcome = settlement(sendEvmTransaction(wallet, node.client, { network, from: FROM, to: TO, value: 1n }));
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
    expect(node.lookups).toEqual([0, 200, 600, 1_400, 3_000, 6_200, 12_600]);
  });

  it('the Send view waits 25 s, not 180 s', async () => {
    const node = slowNode();
    const outcome = settlement(sendEvmTransfer(wallet, node.client, { network, from: FROM, to: TO, amount: 1n, tokenAddress: undefined }));
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
  });
});
