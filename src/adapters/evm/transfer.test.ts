/** @jest-environment node */
import { createPublicClient, createTestClient, createWalletClient, type Hex, http, parseEther, parseGwei, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { LOCAL_TOKENS } from '../../../mocks/fixtures/localChains.ts';
import { demoTokenAbi } from '../../../tools/contracts/testTokens.ts';
import type { Network } from '../../config/networks';
import { ANVIL_PRIVATE_KEYS } from '../../devWallet/accounts';
import { ErrorText } from '../../errors';
import { confirmTransaction, RECEIPT_CLOCKS } from '../../store/receipts';
import { runLocalChains } from '../../test/chains';
import { connectedDevWallet } from '../../test/devWallet';
import type { DiscoveredConnector, TransferRequest } from '../types';
import { createEvmAdapter } from './evmAdapter';

const chains = runLocalChains();
const [DEMO, DUSDT] = LOCAL_TOKENS.map((token) => token.address) as [Hex, Hex];
const adapter = createEvmAdapter();
/** Sends `request` and waits for its receipt as the Send view does; resolves with the transaction's hash. */
async function transfer(connector: DiscoveredConnector, request: TransferRequest): Promise<Hex> {
  const sent = await adapter.transfer?.(connector, request);
  if (!sent) throw new Error('The EVM adapter sends transfers');
  return (await confirmTransaction(sent, RECEIPT_CLOCKS.send)).id as Hex;
}

const rpcUrl = () => chains.a.rpcUrls.default.http[0] as string;
const chainClient = () => createPublicClient({ transport: http(rpcUrl()) });
const anvil = () => createTestClient({ mode: 'anvil', transport: http(rpcUrl()) });
/** The test tokens' owner (anvil account 9), who can block a receiver of DEMO. */
const tokenOwner = () => createWalletClient({ account: privateKeyToAccount(ANVIL_PRIVATE_KEYS[9]), transport: http(rpcUrl()) });

/** An address nobody has used: it starts with nothing, so what arrives is exactly what it holds. */
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

const tokenBalance = (token: Hex, holder: Hex) =>
  chainClient().readContract({ address: token, abi: demoTokenAbi, functionName: 'balanceOf', args: [holder] });

async function setBlocked(receiver: Hex, fees: { maxPriorityFeePerGas: bigint; maxFeePerGas: bigint }, blocked = true) {
  return tokenOwner().writeContract({
    address: DEMO,
    abi: demoTokenAbi,
    functionName: 'setBlocked',
    args: [receiver, blocked],
    chain: null,
    ...fees,
  });
}

const request = (from: Hex, to: Hex, amount: bigint, tokenAddress?: Hex, network: Network = chains.a): TransferRequest => ({
  network,
  from,
  to,
  amount,
  tokenAddress,
});

describe('EVM transfers on anvil', () => {
  it('sends native currency: the receiver gains exactly the amount, the sender pays it plus gas', async () => {
    const { connector, from } = await connectedDevWallet(chains.a);
    const receiver = freshAddress();
    const client = chainClient();
    const before = await client.getBalance({ address: from });
    const hash = await transfer(connector, request(from, receiver, parseEther('0.25')));
    const receipt = await client.getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'));
    expect(before - (await client.getBalance({ address: from }))).toBe(parseEther('0.25') + receipt.gasUsed * receipt.effectiveGasPrice);
    expect((await client.getTransaction({ hash })).input).toBe('0x');
  });

  it.each([
    ['DEMO, a standard ERC20 with 18 decimals', DEMO, parseUnits('12.5', 18)],
    ['DUSDT, a USDT-like token whose transfer returns nothing, with 6 decimals', DUSDT, parseUnits('3.141592', 6)],
  ])('sends %s: balances move by exactly the amount', async (_name, token, amount) => {
    const { connector, from } = await connectedDevWallet(chains.a);
    const receiver = freshAddress();
    const before = await tokenBalance(token, from);
    const hash = await transfer(connector, request(from, receiver, amount, token));
    expect((await chainClient().getTransactionReceipt({ hash })).status).toBe('success');
    expect(await tokenBalance(token, receiver)).toBe(amount);
    expect(before - (await tokenBalance(token, from))).toBe(amount);
  });

  it('shows the decoded reason of a transfer that would revert before the wallet is asked', async () => {
    const { connector, from, prompts } = await connectedDevWallet(chains.a);
    const receiver = freshAddress();
    const blocking = await setBlocked(receiver, { maxPriorityFeePerGas: parseGwei('1'), maxFeePerGas: parseGwei('100') });
    // Anvil may answer with the hash before its automined block is in: the preflight must see the block.
    await chainClient().waitForTransactionReceipt({ hash: blocking, pollingInterval: 50 });
    await expect(transfer(connector, request(from, receiver, 1n, DEMO))).rejects.toThrow('DemoToken: receiver is blocked');
    expect(prompts('eth_sendTransaction')).toEqual([]);
    expect(await tokenBalance(DEMO, receiver)).toBe(0n);
  });

  it('turns the user’s rejection into a clear error and sends nothing', async () => {
    const { connector, from } = await connectedDevWallet(chains.a, { refuse: (prompt) => prompt.method === 'eth_sendTransaction' });
    const receiver = freshAddress();
    const nonce = await chainClient().getTransactionCount({ address: from });
    await expect(transfer(connector, request(from, receiver, 1n, DEMO))).rejects.toMatchObject({
      name: 'WalletRequestError',
      message: ErrorText.sendRejected,
      code: 4001,
      kind: 'userRejected',
      notice: { key: 'error.sendRejected' },
    });
    expect(await chainClient().getTransactionCount({ address: from })).toBe(nonce);
  });

  it('refuses to send while the wallet is on another network', async () => {
    const { connector, from, prompts } = await connectedDevWallet(chains.a);
    await expect(transfer(connector, request(from, freshAddress(), 1n, undefined, chains.b))).rejects.toThrow(
      ErrorText.walletOnOtherNetwork('Anvil B'),
    );
    expect(prompts('eth_sendTransaction')).toEqual([]);
  });
});

describe('a receipt that reverts after the preflight passed', () => {
  // With automine off the transfer stays pending while the test changes the chain under it; the next
  // block then executes it against the changed state.
  beforeEach(() => anvil().setAutomine(false));
  afterEach(() => anvil().setAutomine(true));

  /** Starts a transfer to a fresh receiver and resolves once it is pending, its outcome still to come. */
  async function pendingTransfer(tokenAddress: Hex | undefined) {
    const { connector, from, sent } = await connectedDevWallet(chains.a);
    const receiver = freshAddress();
    const outcome = transfer(connector, request(from, receiver, parseUnits('1', 18), tokenAddress)).then(
      () => undefined,
      (error: unknown) => error,
    );
    return { receiver, outcome, hash: await sent };
  }

  it('gives the decoded reason, replayed at the receipt’s block', async () => {
    const { receiver, outcome, hash } = await pendingTransfer(DEMO);
    // A high tip puts the owner's transaction first in the block (anvil orders a block by fees).
    await setBlocked(receiver, { maxPriorityFeePerGas: parseGwei('50'), maxFeePerGas: parseGwei('100') });
    await anvil().mine({ blocks: 1 });
    expect(await outcome).toMatchObject({
      name: 'WalletRequestError',
      message: 'DemoToken: receiver is blocked',
      kind: 'reverted',
      // The chain's words are not ours to translate: they travel as a value.
      notice: { key: 'notice.walletAnswered', values: { answer: 'DemoToken: receiver is blocked' } },
    });
    expect((await chainClient().getTransactionReceipt({ hash })).status).toBe('reverted');
    expect(await tokenBalance(DEMO, receiver)).toBe(0n);
  });

  it("gives 'unknown reason' when the revert carries none", async () => {
    const { receiver, outcome, hash } = await pendingTransfer(undefined);
    // The receiver becomes a contract that reverts with no data: PUSH1 0 PUSH1 0 REVERT.
    await anvil().setCode({ address: receiver, bytecode: '0x60006000fd' });
    await anvil().mine({ blocks: 1 });
    expect(await outcome).toMatchObject({
      name: 'WalletRequestError',
      message: ErrorText.unknownRevertReason,
      kind: 'reverted',
      notice: { key: 'error.unknownRevertReason' },
    });
    expect((await chainClient().getTransactionReceipt({ hash })).status).toBe('reverted');
    expect(await chainClient().getBalance({ address: receiver })).toBe(0n);
  });
});

describe('the fee of sending the whole native balance', () => {
  const estimate = (from: Hex, to: Hex) => adapter.estimateNativeTransferFee?.({ network: chains.a, from, to }) as Promise<bigint>;

  it('is the gas of a plain transfer at the current fee level, with a fifth on top', async () => {
    const { from } = await connectedDevWallet(chains.a);
    const fees = await chainClient().estimateFeesPerGas();
    // Nothing is mined between the two reads, so the fee level is the same.
    expect(await estimate(from, freshAddress())).toBe((21_000n * (fees.maxFeePerGas ?? 0n) * 6n) / 5n);
  });

  it('fails with the estimateGas error when the chain refuses the estimate: a receiver that rejects plain transfers', async () => {
    const { from } = await connectedDevWallet(chains.a);
    // The token contract has no receive function: a plain transfer to it reverts, so no gas can be estimated.
    await expect(estimate(from, DEMO)).rejects.toMatchObject({ name: 'WalletRequestError', message: ErrorText.estimateGasFailed });
  });
});
