import { DSPL } from '../../tools/solanaLocal.ts';
import { defineNetwork, type Network } from '../config/networks';

/** The local Solana chain (src/test/solanaChain.ts) as a host configures it: "Solana Local", DSPL listed with its symbol. */
export function solanaLocal(chain: { url: string; caipNetworkId: string }): Network {
  return defineNetwork({
    id: chain.caipNetworkId.split(':')[1] as string,
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [chain.url] } },
    chainNamespace: 'solana',
    testnet: true,
    tokens: [{ address: DSPL.mint, symbol: DSPL.symbol, name: DSPL.name }],
  });
}

/** The id of the Dev Wallet's Solana connector (a Wallet Standard wallet's id comes from its name). */
export const SOLANA_DEV_WALLET_ID = 'wallet-standard:dev wallet';
