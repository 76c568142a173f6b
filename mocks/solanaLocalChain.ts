// The provider API's balances for the local Solana chain (tools/solanaChain.ts), read from the chain itself, so the demo
// shows what its wallets really did. Plain JSON-RPC over fetch: these handlers also load in the unit tests' jsdom,
// where the Solana libraries' packages do not all resolve.
import bs58 from 'bs58';
import { formatUnits } from 'viem';
import * as z from 'zod/mini';
import { DSPL } from './fixtures/localChains.ts';
import { type BalanceEntry, balanceEntry, SOL, tokenImageUrl } from './fixtures/tokens.ts';
import type { LocalChainConfig } from './localChain.ts';

/** The SPL tokens the provider API knows, with their fixture prices; any other mint is listed unpriced. */
const KNOWN_SPL_TOKENS = [DSPL];
/** The programs whose token accounts a node lists by owner: SPL Token and Token-2022. */
const TOKEN_PROGRAM_IDS = ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'];
/** As long as viem's default for the anvil chains: a loopback node that takes longer is not answering. */
const RPC_TIMEOUT_MS = 10_000;
const PUBLIC_KEY_BYTES = 32;

// The error form first: `result: unknown` would also take an answer that has no result.
const rpcAnswerSchema = z.union([
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
  z.object({ result: z.unknown() }),
]);
const balanceSchema = z.object({ value: z.number() });
const tokenAccountsSchema = z.object({
  value: z.array(
    z.object({
      account: z.object({
        data: z.object({
          parsed: z.object({
            info: z.object({
              mint: z.string(),
              tokenAmount: z.object({ amount: z.string().check(z.regex(/^\d+$/)), decimals: z.number() }),
            }),
          }),
        }),
      }),
    }),
  ),
});

export function isSolanaNetwork(caipNetworkId: string): boolean {
  return caipNetworkId.startsWith('solana:');
}

/** The base58 public key in a path parameter that is a plain or a CAIP-10 address; undefined if it is neither. */
export function solanaAccountAddress(value: string): string | undefined {
  const address = value.split(':').at(-1) ?? '';
  try {
    return bs58.decode(address).length === PUBLIC_KEY_BYTES ? address : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What fetch's `fetch failed` was: its cause's message (`connect ECONNREFUSED …`). Read by shape, since the error may
 * come from another realm (Node's fetch under jest's module sandbox).
 */
function whyUnanswered(error: unknown): string {
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return typeof cause === 'object' && cause !== null && 'message' in cause ? String(cause.message) : String(error);
}

/** One JSON-RPC call to the chain; throws, in one line, when the chain does not answer or answers with an error. */
async function call<T>(chain: LocalChainConfig, method: string, params: unknown[], schema: z.ZodMiniType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`${method}: no answer from ${chain.rpcUrl} (${whyUnanswered(error)})`);
  }
  if (!response.ok) throw new Error(`${method}: HTTP ${response.status} from ${chain.rpcUrl}`);
  const unexpected = new Error(`${method}: ${chain.rpcUrl} answered in a shape no Solana node answers in`);
  const answer = rpcAnswerSchema.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) throw unexpected;
  if ('error' in answer.data) throw new Error(`${method}: ${answer.data.error.message} (${answer.data.error.code})`);
  const result = schema.safeParse(answer.data.result);
  if (!result.success) throw unexpected;
  return result.data;
}

/** The owner's holding of each mint, summed over its token accounts under both token programs, in the chain's order. */
async function readSplHoldings(chain: LocalChainConfig, owner: string): Promise<Map<string, { amount: bigint; decimals: number }>> {
  const answers = await Promise.all(
    TOKEN_PROGRAM_IDS.map((programId) =>
      call(chain, 'getTokenAccountsByOwner', [owner, { programId }, { encoding: 'jsonParsed' }], tokenAccountsSchema),
    ),
  );
  const holdings = new Map<string, { amount: bigint; decimals: number }>();
  for (const { account } of answers.flatMap((answer) => answer.value)) {
    const { mint, tokenAmount } = account.data.parsed.info;
    const amount = (holdings.get(mint)?.amount ?? 0n) + BigInt(tokenAmount.amount);
    holdings.set(mint, { amount, decimals: tokenAmount.decimals });
  }
  return holdings;
}

/** How the provider API names and prices a mint: from the fixtures, else by its address, with no price. */
function splToken(mint: string, decimals: number) {
  const known = KNOWN_SPL_TOKENS.find((token) => token.mint === mint);
  if (known) return { name: known.name, symbol: known.symbol, decimals, price: known.price };
  return { name: `SPL token ${mint}`, symbol: mint.slice(0, 4), decimals, price: 0 };
}

/**
 * Balance entries (docs/behaviour.md#account) of a base58 account: native SOL and every SPL token it holds, in the same
 * shape as the anvil chains' (mocks/localChain.ts); zero balances are left out.
 */
export async function readSolanaLocalBalances(chain: LocalChainConfig, owner: string, origin: string): Promise<BalanceEntry[]> {
  const [lamports, holdings] = await Promise.all([
    call(chain, 'getBalance', [owner, { commitment: 'confirmed' }], balanceSchema),
    readSplHoldings(chain, owner),
  ]);
  const native = { chainId: chain.caipNetworkId, address: undefined, ...SOL, iconUrl: tokenImageUrl(origin, SOL.symbol) };
  const entries = lamports.value > 0 ? [balanceEntry(native, formatUnits(BigInt(lamports.value), SOL.decimals))] : [];
  for (const [mint, { amount, decimals }] of holdings) {
    if (amount === 0n) continue;
    const token = splToken(mint, decimals);
    const fixture = { chainId: chain.caipNetworkId, address: mint, ...token, iconUrl: tokenImageUrl(origin, token.symbol) };
    entries.push(balanceEntry(fixture, formatUnits(amount, decimals)));
  }
  return entries;
}
