/** @jest-environment node */
import { createPublicClient, http, parseEther } from 'viem';
import { type AnvilNode, startAnvil } from './anvil.ts';

const FIRST_TEST_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
let nodes: AnvilNode[] = [];

afterAll(() => Promise.all(nodes.map((node) => node.stop())));

it('starts two anvil chains that answer with their own chain ids and the funded test accounts', async () => {
  nodes = await Promise.all([startAnvil({ chainId: 31337, port: 28545 }), startAnvil({ chainId: 31338, port: 28546 })]);
  for (const node of nodes) {
    const client = createPublicClient({ transport: http(node.url) });
    expect(await client.getChainId()).toBe(node.chainId);
    expect(await client.getBalance({ address: FIRST_TEST_ACCOUNT })).toBe(parseEther('10000'));
  }
});

it('refuses a port something already answers on', async () => {
  await expect(startAnvil({ chainId: 31337, port: 28545 })).rejects.toThrow('Port 28545 is taken');
});
