// `npm start`: the demo on its embedded local defaults — two anvil chains with Multicall3, the test tokens and a Uniswap V2
// exchange with their pools, the local
// Solana chain with DSPL, the mock provider/wallet-list API on a real port (balances of the local chains and activity of the
// anvil chains read from them), the loopback WalletConnect relay, the embedded wallet's origin (its frame, auth backend and mailbox,
// tools/embeddedWallet/server.ts) and the host demo page served by Vite. Ports: ANVIL_PORT_A (8545), ANVIL_PORT_B (8546),
// SOLANA_RPC_PORT (8899, its WebSocket one up), API_PORT (8787), RELAY_PORT (8788), FRAME_PORT (8789) and DEMO_PORT (5173).
// The embedded wallet keeps its users in FRAME_DATA_FILE (.data/embedded-wallet.sqlite; empty: in memory); the API keeps
// registered names and smart sessions in NAMES_DATA_FILE (.data/names-and-sessions.sqlite; empty: in memory).
import { createServer, runnerImport } from 'vite';
import { DSPL, LOCAL_TOKENS, SOLANA_LOCAL_DEFAULT_PORT, UNISWAP_V2 } from '../mocks/fixtures/localChains.ts';
import { LOCAL_ORIGINS } from '../mocks/fixtures/origins.ts';
import { startApiServer } from '../mocks/httpServer.ts';
import { scenarioFromEnv } from '../mocks/scenario.ts';
import { MULTICALL3_ADDRESS } from '../src/adapters/evm/multicall3.ts';
import { startLocalChains } from './anvil.ts';
import { buildFrameIfStale } from './embeddedWallet/frameBuild.ts';
import { startEmbeddedWalletServer } from './embeddedWallet/server.ts';
import { deployMulticall3 } from './multicall3.ts';
import { startRelay } from './relay.ts';
import { spawnSolanaChain } from './solanaChainProcess.ts';
import { deployTestTokens } from './testTokens.ts';
import { deployUniswap } from './uniswap.ts';

const HOST = '127.0.0.1';
const apiPort = Number(process.env.API_PORT ?? 8787);
const demoPort = Number(process.env.DEMO_PORT ?? 5173);
const framePort = Number(process.env.FRAME_PORT ?? 8789);
// The demo's page is on the allowlist on whatever port it runs.
const allowedOrigins = [...new Set([...LOCAL_ORIGINS, `http://${HOST}:${demoPort}`, `http://localhost:${demoPort}`])];

const chains = await startLocalChains();
await Promise.all(
  chains.flatMap((chain) => [deployMulticall3(chain.url), deployTestTokens(chain.url).then(() => deployUniswap(chain.url))]),
);
const [chainA, chainB] = chains;
process.env.VITE_CHAIN_A_URL = chainA?.url;
process.env.VITE_CHAIN_B_URL = chainB?.url;

const solana = await spawnSolanaChain({ port: Number(process.env.SOLANA_RPC_PORT ?? SOLANA_LOCAL_DEFAULT_PORT) });
process.env.VITE_SOLANA_RPC_URL = solana.url;

const root = new URL('..', import.meta.url).pathname;
const api = await startApiServer({
  host: HOST,
  port: apiPort,
  allowedOrigins,
  scenario: scenarioFromEnv(process.env),
  walletCount: process.env.MOCK_WALLET_COUNT ? Number(process.env.MOCK_WALLET_COUNT) : undefined,
  localChains: [
    ...chains.map((chain) => ({ caipNetworkId: `eip155:${chain.chainId}`, rpcUrl: chain.url })),
    { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.url },
  ],
  namesDataFile: (process.env.NAMES_DATA_FILE ?? `${root}.data/names-and-sessions.sqlite`) || undefined,
});
process.env.VITE_API_URL = api.url;

const relay = await startRelay({ host: HOST, port: Number(process.env.RELAY_PORT ?? 8788) });
process.env.VITE_RELAY_URL = relay.url;

// The package's public networks of the families the frame serves (its modules import without extensions, so through Vite).
const { module: builtIn } = await runnerImport<typeof import('../src/config/networks.ts')>(`${root}src/config/networks.ts`);
if (await buildFrameIfStale(root, `${root}dist/frame`)) console.log('Frame built into dist/frame');
const frame = await startEmbeddedWalletServer({
  host: HOST,
  port: framePort,
  allowedOrigins,
  networks: [
    ...chains.map((chain) => ({ caipNetworkId: `eip155:${chain.chainId}`, rpcUrl: chain.url })),
    { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.url },
    ...builtIn.builtInNetworks
      .filter(({ chainNamespace }) => chainNamespace === 'eip155' || chainNamespace === 'solana')
      .map((network) => ({
        caipNetworkId: network.caipNetworkId,
        rpcUrl: network.rpcUrls.default.http[0] ?? '',
      })),
  ],
  dataFile: (process.env.FRAME_DATA_FILE ?? `${root}.data/embedded-wallet.sqlite`) || undefined,
  // The demo's /mailbox page reads what it mailed.
  devMailbox: true,
});
process.env.VITE_FRAME_URL = frame.url;

const demo = await createServer({
  configFile: new URL('../demo/vite.config.ts', import.meta.url).pathname,
  server: { host: HOST, port: demoPort, strictPort: true },
});
await demo.listen();

for (const chain of chains) console.log(`Chain ${chain.chainId}  ${chain.url}`);
console.log(`Multicall3  ${MULTICALL3_ADDRESS}  (on both chains)`);
for (const token of LOCAL_TOKENS) console.log(`Token ${token.symbol.padEnd(5)} ${token.address}  (on both chains)`);
console.log(`Uniswap V2 router ${UNISWAP_V2.router}  (on both chains; pools ETH/DEMO, ETH/DUSDT, DEMO/DUSDT)`);
console.log(`Solana ${solana.caipNetworkId}  ${solana.url}  (WebSocket ${solana.wsUrl})`);
console.log(`Token ${DSPL.symbol.padEnd(5)} ${DSPL.mint}  (SPL mint on the Solana chain)`);
console.log(`API   ${api.url}  (scenario switches: ${api.url}/__mock/scenario, analytics received: ${api.url}/__mock/analytics-events)`);
console.log(`Relay ${relay.url}  (WalletConnect, loopback)`);
console.log(`Frame ${frame.url}  (embedded wallet: the frame, its auth API at /api; SMTP on ${HOST}:${frame.smtpPort})`);
console.log(`Mail  http://${HOST}:${demoPort}/mailbox  (what the embedded wallet mailed, newest first)`);
console.log(`Demo  http://${HOST}:${demoPort}/`);

async function stop() {
  await Promise.allSettled([
    demo.close(),
    api.close(),
    frame.stop(),
    relay.close(),
    solana.close(),
    ...chains.map((chain) => chain.stop()),
  ]);
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
