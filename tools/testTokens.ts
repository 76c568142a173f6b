// Deploys the demo's and the tests' ERC20 tokens (`LOCAL_TOKENS`, mocks/fixtures/localChains.ts) on a local anvil
// chain: a standard one and a USDT-like one whose `transfer` returns nothing. Deployed from anvil's account 9 at
// nonces 0 and 1, so they have the same addresses on every fresh chain; every test account gets a balance of both.
import { createPublicClient, createWalletClient, type Hex, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { TEST_ACCOUNTS } from '../mocks/fixtures/accounts.ts';
import { LOCAL_TOKENS, TEST_TOKEN_DEPLOYER_KEY } from '../mocks/fixtures/localChains.ts';
import { demoTokenAbi, demoTokenBytecode, noReturnTokenAbi, noReturnTokenBytecode } from './contracts/testTokens.ts';

const deployer = privateKeyToAccount(TEST_TOKEN_DEPLOYER_KEY);

const ARTIFACTS = {
  standard: { abi: demoTokenAbi, bytecode: demoTokenBytecode },
  noReturn: { abi: noReturnTokenAbi, bytecode: noReturnTokenBytecode },
} as const;

/**
 * Deploys both tokens to the chain at `rpcUrl` and mints each test account's balance. A chain that
 * already has them is left as it is (a restarted demo keeps its history).
 */
export async function deployTestTokens(rpcUrl: string): Promise<void> {
  const publicClient = createPublicClient({ transport: http(rpcUrl) });
  const chainId = await publicClient.getChainId();
  const walletClient = createWalletClient({ account: deployer, transport: http(rpcUrl) });
  const chain = {
    id: chainId,
    name: `anvil ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  };

  const present = await Promise.all(LOCAL_TOKENS.map((token) => publicClient.getCode({ address: token.address })));
  if (present.every((code) => code !== undefined && code !== '0x')) return;
  if ((await publicClient.getTransactionCount({ address: deployer.address })) !== 0) {
    throw new Error(`The token deployer ${deployer.address} has sent transactions on chain ${chainId}: the token addresses would differ`);
  }

  const hashes: Hex[] = [];
  for (const token of LOCAL_TOKENS) {
    const { abi, bytecode } = ARTIFACTS[token.kind];
    hashes.push(await walletClient.deployContract({ abi, bytecode, args: [token.name, token.symbol, token.decimals], chain }));
  }
  for (const token of LOCAL_TOKENS) {
    for (const holder of TEST_ACCOUNTS) {
      hashes.push(
        await walletClient.writeContract({
          address: token.address,
          abi: ARTIFACTS[token.kind].abi,
          functionName: 'mint',
          args: [holder, parseUnits(token.minted, token.decimals)],
          chain,
        }),
      );
    }
  }
  for (const hash of hashes) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`Token setup transaction ${hash} reverted on chain ${chainId}`);
  }
}
