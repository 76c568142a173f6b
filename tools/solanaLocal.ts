// What the local Solana chain (tools/solanaChain.ts) is, for the pages, the API and the tests that use it: its
// genesis hash and network id, and its demo SPL token. Plain constants, so the demo page can import them.

/**
 * The chain's genesis hash: litesvm's first blockhash, the same on every start (it is the hash of "genesis"), so
 * the network keeps its id across runs.
 */
export const SOLANA_LOCAL_GENESIS_HASH = 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3PECGUCAEMbky';

/** Its CAIP-2 id: `solana:` and the first 32 characters of the genesis hash. */
export const SOLANA_LOCAL_CAIP_NETWORK_ID = `solana:${SOLANA_LOCAL_GENESIS_HASH.slice(0, 32)}`;

/** The default ports: JSON-RPC over HTTP, and its WebSocket one port up (where `@solana/web3.js` looks for it). */
export const SOLANA_LOCAL_DEFAULT_PORT = 8899;

export interface LocalSplToken {
  mint: string;
  name: string;
  symbol: string;
  decimals: number;
  /** A fixture price in USD, as the provider API quotes it. */
  price: number;
  /** What each of the first `holders` test keypairs (src/devWallet/accounts.ts) holds after the chain starts. */
  minted: string;
  holders: number;
}

/** The demo SPL token, under the SPL Token program, created when the chain starts at this mint address every time. */
export const DSPL: LocalSplToken = {
  mint: '6j45iGAjYPif52AbnFStntLFmNUm2X9P2UPHS8rxYSDP',
  name: 'Demo SPL',
  symbol: 'DSPL',
  decimals: 6,
  price: 0.25,
  minted: '1000',
  holders: 3,
};

/** The SOL each test keypair (src/devWallet/accounts.ts) holds when the chain starts. */
export const SOLANA_TEST_FUNDING_SOL = 100;
