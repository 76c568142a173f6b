/** @jest-environment node */
import {
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  type Hex,
  http,
  parseEther,
  parseUnits,
  recoverMessageAddress,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { LOCAL_TOKENS } from '../../../mocks/fixtures/localChains.ts';
import { demoTokenAbi } from '../../../tools/contracts/testTokens.ts';
import { ErrorText } from '../../errors';
import type { TransactionReceipt } from '../../model/receipt';
import { confirmTransaction, RECEIPT_CLOCKS } from '../../store/receipts';
import { runLocalChains } from '../../test/chains';
import { connectedDevWallet } from '../../test/devWallet';
import type { DiscoveredConnector, SignMessageRequest } from '../types';
import type { WalletConnectClient } from '../walletConnect/session';
import type { Eip1193Provider } from './eip1193';
import { createEvmAdapter } from './evmAdapter';
import type { EvmTransactionPayload } from './payload';

const chains = runLocalChains();
const [DEMO] = LOCAL_TOKENS.map((token) => token.address) as [Hex];
const adapter = createEvmAdapter();
const signMessage = (connector: DiscoveredConnector, request: SignMessageRequest) =>
  adapter.signMessage?.(connector, request) as Promise<string>;
/** Sends `call` on `network` and waits for its receipt, as a caller of the adapter does. */
async function sendTransaction(
  connector: DiscoveredConnector,
  { network, from, ...call }: { network: typeof chains.a; from: string } & Omit<EvmTransactionPayload, 'namespace'>,
) {
  const sent = await adapter.sendTransaction?.(connector, { network, from, payload: { namespace: 'eip155', ...call } });
  if (!sent) throw new Error('The EVM adapter sends transactions');
  return confirmTransaction(sent, RECEIPT_CLOCKS.transaction);
}

/** The block an EVM receipt names. */
function includedBlock({ includedIn }: TransactionReceipt): bigint {
  if (!('block' in includedIn)) throw new Error('An EVM receipt names a block');
  return BigInt(includedIn.block);
}

const chainClient = () => createPublicClient({ transport: http(chains.a.rpcUrls.default.http[0]) });
const anvil = () => createTestClient({ mode: 'anvil', transport: http(chains.a.rpcUrls.default.http[0]) });
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

const allowance = (owner: Hex, spender: Hex, blockNumber?: bigint) =>
  chainClient().readContract({ address: DEMO, abi: demoTokenAbi, functionName: 'allowance', args: [owner, spender], blockNumber });

describe('signing a message', () => {
  it.each([
    ['plain text', 'Sign in to example.com\nNonce: 8f2a'],
    ['text that looks like hex, signed as the text', '0xdeadbeef'],
    ['text beyond ASCII', 'Grüße, 世界 ✓'],
  ])('signs %s: the signature recovers to the account', async (_name, message) => {
    const { connector, from } = await connectedDevWallet(chains.a);
    const signature = await signMessage(connector, { address: from, message });
    expect(await recoverMessageAddress({ message, signature: signature as Hex })).toBe(from);
  });

  it('turns the user’s rejection into a WalletRequestError with code 4001', async () => {
    const { connector, from } = await connectedDevWallet(chains.a, { refuse: (prompt) => prompt.method === 'personal_sign' });
    await expect(signMessage(connector, { address: from, message: 'Sign in' })).rejects.toMatchObject({
      name: 'WalletRequestError',
      message: ErrorText.signatureDeclined,
      code: 4001,
      kind: 'userRejected',
      notice: { key: 'error.signatureDeclined' },
    });
  });
});

describe('signing a message when the wallet cannot', () => {
  const connectorOf = (wallet: Eip1193Provider, walletConnect?: DiscoveredConnector['walletConnect']): DiscoveredConnector => ({
    connector: { id: 'test', name: 'Test', type: walletConnect ? 'WALLET_CONNECT' : 'EXTERNAL', chain: 'eip155' },
    getProvider: async () => wallet,
    walletConnect,
  });
  const failing: Eip1193Provider = {
    request: async () => {
      throw Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603 });
    },
  };

  it('says the signing failed, keeping the wallet’s code', async () => {
    await expect(signMessage(connectorOf(failing), { address: freshAddress(), message: 'Sign in' })).rejects.toMatchObject({
      message: ErrorText.signMessageFailed,
      code: -32603,
    });
  });

  it('says there is no provider when the WalletConnect session has ended', async () => {
    const ended = async () => ({ hasSession: () => false }) as unknown as WalletConnectClient;
    await expect(signMessage(connectorOf(failing, ended), { address: freshAddress(), message: 'Sign in' })).rejects.toMatchObject({
      message: ErrorText.universalSignMessageNoProvider,
    });
  });
});

describe('sending a transaction', () => {
  it('sends a contract call: the receipt is the chain’s, and the state at its block is changed', async () => {
    const { connector, from } = await connectedDevWallet(chains.a);
    const spender = freshAddress();
    const amount = parseUnits('42', 18);
    const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'approve', args: [spender, amount] });
    const receipt = await sendTransaction(connector, { network: chains.a, from, to: DEMO, data });

    const onChain = await chainClient().getTransactionReceipt({ hash: receipt.id as Hex });
    expect(receipt).toEqual({ id: onChain.transactionHash, status: 'success', includedIn: { block: onChain.blockNumber.toString() } });
    expect(await allowance(from, spender, onChain.blockNumber)).toBe(amount);
    expect(await allowance(from, spender, onChain.blockNumber - 1n)).toBe(0n);
  });

  it('sends value with no data: the receiver gains exactly the value', async () => {
    const { connector, from } = await connectedDevWallet(chains.a);
    const receiver = freshAddress();
    const receipt = await sendTransaction(connector, { network: chains.a, from, to: receiver, value: parseEther('0.5') });
    expect(receipt.status).toBe('success');
    expect(await chainClient().getBalance({ address: receiver, blockNumber: includedBlock(receipt) })).toBe(parseEther('0.5'));
  });

  it('rejects a call that would revert with its decoded reason, before the wallet is asked', async () => {
    const { connector, from, prompts } = await connectedDevWallet(chains.a);
    // Nobody allowed `from` to spend this fresh owner's tokens.
    const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'transferFrom', args: [freshAddress(), from, 1n] });
    await expect(sendTransaction(connector, { network: chains.a, from, to: DEMO, data })).rejects.toMatchObject({
      name: 'WalletRequestError',
      message: 'ERC20: insufficient allowance',
      kind: 'reverted',
    });
    expect(prompts('eth_sendTransaction')).toEqual([]);
  });

  it('turns the user’s rejection into a WalletRequestError with code 4001 and sends nothing', async () => {
    const { connector, from } = await connectedDevWallet(chains.a, { refuse: (prompt) => prompt.method === 'eth_sendTransaction' });
    const spender = freshAddress();
    const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'approve', args: [spender, 1n] });
    const nonce = await chainClient().getTransactionCount({ address: from });
    await expect(sendTransaction(connector, { network: chains.a, from, to: DEMO, data })).rejects.toMatchObject({
      name: 'WalletRequestError',
      code: 4001,
    });
    expect(await chainClient().getTransactionCount({ address: from })).toBe(nonce);
    expect(await allowance(from, spender)).toBe(0n);
  });

  it.each([
    ['a receiver without 0x', { to: '70997970C51812dc3A010C7d01b50e0d17dc79C8' }, ErrorText.callTargetNotAddress],
    ['a receiver that is no address', { to: '0x1234' }, ErrorText.callTargetNotAddress],
    ['data without 0x', { data: 'a9059cbb' }, ErrorText.callDataNotHex],
  ])('refuses %s before the wallet is asked', async (_case, call, message) => {
    const { connector, from, prompts } = await connectedDevWallet(chains.a);
    const request = { network: chains.a, from, to: freshAddress(), ...call };
    await expect(sendTransaction(connector, request)).rejects.toMatchObject({
      name: 'WalletRequestError',
      message,
      kind: 'invalidRequest',
    });
    expect(prompts('eth_sendTransaction')).toEqual([]);
  });

  it('counts a value that is not a number as zero, and takes a decimal or hex string as integer units', async () => {
    const { connector, from } = await connectedDevWallet(chains.a);
    const balanceAfter = async (value: string) => {
      const receiver = freshAddress();
      const receipt = await sendTransaction(connector, { network: chains.a, from, to: receiver, value });
      return chainClient().getBalance({ address: receiver, blockNumber: includedBlock(receipt) });
    };
    expect(await balanceAfter('one ether')).toBe(0n);
    expect(await balanceAfter('1000')).toBe(1000n);
    expect(await balanceAfter('0x10')).toBe(16n);
  });

  it('refuses to send while the wallet is on another network', async () => {
    const { connector, from, prompts } = await connectedDevWallet(chains.a);
    await expect(sendTransaction(connector, { network: chains.b, from, to: freshAddress(), value: 1n })).rejects.toMatchObject({
      message: ErrorText.walletOnOtherNetwork('Anvil B'),
      kind: 'wrongNetwork',
      notice: { key: 'error.walletOnOtherNetwork', values: { network: 'Anvil B' } },
    });
    expect(prompts('eth_sendTransaction')).toEqual([]);
  });
});

describe('a transaction that reverts after the preflight passed', () => {
  // With automine off the transaction stays pending while the test changes the chain under it.
  beforeEach(() => anvil().setAutomine(false));
  afterEach(() => anvil().setAutomine(true));

  it('rejects with a WalletRequestError once its reverted receipt is in', async () => {
    const { connector, from, sent } = await connectedDevWallet(chains.a);
    const receiver = freshAddress();
    const outcome = sendTransaction(connector, { network: chains.a, from, to: receiver, value: 1n }).then(
      () => undefined,
      (error: unknown) => error,
    );
    const hash = await sent;
    // The receiver becomes a contract that reverts: PUSH1 0 PUSH1 0 REVERT.
    await anvil().setCode({ address: receiver, bytecode: '0x60006000fd' });
    await anvil().mine({ blocks: 1 });
    expect(await outcome).toMatchObject({ name: 'WalletRequestError', message: ErrorText.unknownRevertReason });
    expect((await chainClient().getTransactionReceipt({ hash })).status).toBe('reverted');
  });
});
