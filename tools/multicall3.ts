// Multicall3 on the local anvil chains, at the address it has on every public chain, so the modal's batched
// chain reads work locally as they do elsewhere.
import { createPublicClient, createTestClient, http } from 'viem';
import { MULTICALL3_ADDRESS } from '../src/adapters/evm/multicall3.ts';
import { multicall3CreationCode } from './contracts/multicall3.ts';

/**
 * Places Multicall3's runtime code at its canonical address on the chain at `rpcUrl` (anvil's `anvil_setCode`):
 * running the creation code as a call returns exactly the code a deployment would leave. A chain that already
 * has it is left as it is.
 */
export async function deployMulticall3(rpcUrl: string): Promise<void> {
  const chain = createPublicClient({ transport: http(rpcUrl) });
  const present = await chain.getCode({ address: MULTICALL3_ADDRESS });
  if (present !== undefined && present !== '0x') return;
  const { data: runtimeCode } = await chain.call({ data: multicall3CreationCode });
  if (!runtimeCode) throw new Error(`Multicall3's creation code returned no runtime code on ${rpcUrl}`);
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setCode({ address: MULTICALL3_ADDRESS, bytecode: runtimeCode });
}
