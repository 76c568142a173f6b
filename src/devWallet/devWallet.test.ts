/** @jest-environment node */
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseEther, parseUnits, verifyMessage, verifyTypedData } from 'viem';
import { LOCAL_TOKENS, type LocalToken } from '../../mocks/fixtures/localChains.ts';
import { runLocalChains } from '../test/chains';
import { memoryStorage } from '../utils/storage';
import { createDevWallet } from './devWallet';
import type { DevWalletRequest } from './devWalletError';

const chains = runLocalChains();
const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

function devWallet(answer: (request: DevWalletRequest) => boolean = () => true, storage = memoryStorage()) {
  const chain = chains.a;
  return createDevWallet({
    chain: { id: 31337, name: chain.name, rpcUrl: chain.rpcUrls.default.http[0] as string },
    approve: answer,
    storage,
  });
}

async function connected(wallet = devWallet()) {
  await wallet.provider.request({ method: 'eth_requestAccounts' });
  return wallet;
}

describe('Dev Wallet', () => {
  it('shares no account before the user approves the connection, then the selected one', async () => {
    const wallet = devWallet();
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([wallet.addresses[0]]);
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
  });

  it('signs messages and typed data that viem verifies', async () => {
    const wallet = await connected();
    const address = wallet.addresses[0] as `0x${string}`;
    const signature = (await wallet.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] })) as `0x${string}`;
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true);

    const typedData = {
      domain: { name: 'Demo', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'Hello, Bob' },
    };
    const typedSignature = (await wallet.provider.request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })) as `0x${string}`;
    expect(await verifyTypedData({ address, ...typedData, signature: typedSignature })).toBe(true);
  });

  it('sends a transaction that anvil mines, moving exactly the value', async () => {
    const wallet = await connected();
    const client = createPublicClient({ transport: http(chains.a.rpcUrls.default.http[0]) });
    const before = await client.getBalance({ address: RECEIVER });
    const hash = (await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.addresses[0], to: RECEIVER, value: `0x${parseEther('1.5').toString(16)}` }],
    })) as `0x${string}`;
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect((await client.getBalance({ address: RECEIVER })) - before).toBe(parseEther('1.5'));
  });

  it('asks about a transfer in the units the user thinks in: the token’s symbol and decimals, or the chain’s currency', async () => {
    const prompts: string[] = [];
    const wallet = await connected(
      devWallet((request) => {
        prompts.push(request.summary);
        return true;
      }),
    );
    const from = wallet.addresses[0];
    const [demo, dusdt] = LOCAL_TOKENS as [LocalToken, LocalToken];
    const transfer = (token: LocalToken, amount: string) => ({
      from,
      to: token.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, parseUnits(amount, token.decimals)] }),
    });
    for (const transaction of [
      transfer(demo, '12.5'),
      transfer(dusdt, '5'),
      { from, to: RECEIVER, value: `0x${parseEther('0.25').toString(16)}` },
    ])
      await wallet.provider.request({ method: 'eth_sendTransaction', params: [transaction] });
    expect(prompts.slice(1)).toEqual([
      `Send 12.5 DEMO to 0x90F7…b906 on ${chains.a.name}`,
      `Send 5 DUSDT to 0x90F7…b906 on ${chains.a.name}`,
      `Send 0.25 ETH to 0x90F7…b906 on ${chains.a.name}`,
    ]);
  });

  it.each([
    ['a rejected request', 'personal_sign', ['0x00', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], 4001],
    ['another account than the selected one', 'personal_sign', ['0x00', RECEIVER], 4100],
    [
      'a transaction to a malformed address',
      'eth_sendTransaction',
      [{ from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: '0x12' }],
      -32602,
    ],
    [
      'a value that is not hex',
      'eth_sendTransaction',
      [{ from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: RECEIVER, value: '1.5' }],
      -32602,
    ],
    ['typed data that is not JSON', 'eth_signTypedData_v4', ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '{'], -32602],
    ['a chain to add without RPC URLs', 'wallet_addEthereumChain', [{ chainId: '0x1', chainName: 'X', rpcUrls: [] }], -32602],
    ['a switch to an unknown chain', 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }], 4902],
    ['a method it does not have', 'eth_coinbase', [], 4200],
  ])('answers %s with its EIP-1193 code', async (_case, method, params, code) => {
    const wallet = await connected(devWallet((request) => !(request.method === 'personal_sign' && code === 4001)));
    await expect(wallet.provider.request({ method, params })).rejects.toMatchObject({ code });
  });

  it('refuses to sign before the site is connected', async () => {
    await expect(devWallet().provider.request({ method: 'personal_sign', params: ['0x00', RECEIVER] })).rejects.toMatchObject({
      code: 4100,
    });
  });

  it('remembers the connection and added chains in its storage, and starts afresh from a corrupt one', async () => {
    const storage = memoryStorage();
    const first = await connected(devWallet(() => true, storage));
    await first.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6a', chainName: 'Anvil B', rpcUrls: chains.b.rpcUrls.default.http }],
    });
    await first.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    const again = devWallet(() => false, storage);
    expect(await again.provider.request({ method: 'eth_accounts' })).toEqual([first.addresses[0]]);
    expect(await again.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');

    storage.setItem('dev-wallet', '{"permitted": "yes"');
    const fresh = devWallet(() => false, storage);
    expect(await fresh.provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await fresh.provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
  });
});
