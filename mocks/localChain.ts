// The provider API's balances and history for the local anvil chains, read from the chain itself, so the demo
// shows what its wallets really did. Both test tokens (tools/testTokens.ts) speak plain ERC20 selectors and
// events, so viem's `erc20Abi` decodes them; a swap on the local exchange (tools/uniswap.ts) is one entry.
import {
  type Address,
  BaseError,
  type Block,
  createPublicClient,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  getAbiItem,
  getAddress,
  type Hash,
  http,
  isAddress,
  isAddressEqual,
  type Log,
  type PublicClient,
  parseAbi,
  parseEventLogs,
  zeroAddress,
} from 'viem';
import { uniswapV2RouterAbi } from '../src/features/swaps/uniswapV2.ts';
import { LOCAL_TOKENS, UNISWAP_V2 } from './fixtures/localChains.ts';
import { type BalanceEntry, balanceEntry, ETHER, tokenImageUrl, usdValue } from './fixtures/tokens.ts';

export interface LocalChainConfig {
  /** CAIP-2 id, e.g. `eip155:31337`, or the local Solana chain's `solana:…` (mocks/solanaLocalChain.ts reads that one). */
  caipNetworkId: string;
  rpcUrl: string;
}

export interface LocalChain extends LocalChainConfig {
  client: PublicClient;
}

/** A token as the provider API prices it; `address` is undefined for the native currency. */
interface PricedToken {
  address: Address | undefined;
  name: string;
  symbol: string;
  decimals: number;
  price: number;
}

/** One movement of one token that concerns the account, before it is shaped as a history entry. */
interface Movement {
  hash: Hash;
  blockNumber: bigint;
  transactionIndex: number;
  /** The Transfer log's index; undefined for native value and for reverted token transfers (no log). */
  logIndex: number | undefined;
  timestamp: bigint;
  token: PricedToken;
  from: Address;
  to: Address;
  amount: bigint;
  status: 'confirmed' | 'failed';
}

type MinedBlock = Block<bigint, true, 'latest'>;
type MinedTransaction = MinedBlock['transactions'][number] & { timestamp: bigint };

const NATIVE: PricedToken = { address: undefined, ...ETHER };
const TRANSFER_EVENT = getAbiItem({ abi: erc20Abi, name: 'Transfer' });
/** WETH9's unwrap: the router takes the Ether a swap pays out of WETH before it sends it on. */
const WITHDRAWAL_ABI = parseAbi(['event Withdrawal(address indexed src, uint256 wad)']);

/**
 * A client for one local chain: JSON-RPC calls batched (a history scan reads every block), no retries (loopback)
 * and no cached block number (viem keeps it 4 s by default, which would hide a transfer just made).
 */
export function connectLocalChain(config: LocalChainConfig): LocalChain {
  const transport = http(config.rpcUrl, { batch: true, retryCount: 0 });
  return { ...config, client: createPublicClient({ transport, cacheTime: 0 }) };
}

/** The EVM address in a path parameter that is a plain or a CAIP-10 address; undefined if it is neither. */
export function accountAddress(value: string): Address | undefined {
  const address = value.split(':').at(-1) ?? '';
  return isAddress(address, { strict: false }) ? getAddress(address) : undefined;
}

/** Why a chain read failed, in one line (viem's own messages span many). */
export function chainErrorMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage;
  return error instanceof Error ? error.message : String(error);
}

function tokenAt(address: Address | null | undefined): PricedToken | undefined {
  return address ? LOCAL_TOKENS.find((token) => token.address && isAddressEqual(token.address, address)) : undefined;
}

async function holdingOf(chain: LocalChain, token: PricedToken, account: Address): Promise<bigint> {
  if (!token.address) return chain.client.getBalance({ address: account });
  return chain.client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [account] });
}

/** Balance entries (docs/behaviour.md#account): native ETH and each test token the account holds; zero balances are left out. */
export async function readLocalBalances(chain: LocalChain, account: Address, origin: string): Promise<BalanceEntry[]> {
  const entries = await Promise.all(
    [NATIVE, ...LOCAL_TOKENS].map(async (token) => {
      const holding = await holdingOf(chain, token, account);
      if (holding === 0n) return [];
      const fixture = { ...token, chainId: chain.caipNetworkId, iconUrl: tokenImageUrl(origin, token.symbol) };
      return [balanceEntry(fixture, formatUnits(holding, token.decimals))];
    }),
  );
  return entries.flat();
}

/** Every block up to `latest`, with its full transactions. */
async function readBlocks(chain: LocalChain, latest: bigint): Promise<MinedBlock[]> {
  const numbers = Array.from({ length: Number(latest) + 1 }, (_, index) => BigInt(index));
  return Promise.all(numbers.map((blockNumber) => chain.client.getBlock({ blockNumber, includeTransactions: true })));
}

function transactionsOf(blocks: readonly MinedBlock[]): MinedTransaction[] {
  return blocks.flatMap((block) => block.transactions.map((transaction) => ({ ...transaction, timestamp: block.timestamp })));
}

function concerns(account: Address, from: Address, to: Address): boolean {
  return isAddressEqual(from, account) || isAddressEqual(to, account);
}

/** A native value transfer to or from the account (a contract deployment has no `to` and is not one). */
function isNativeTransferOf(account: Address, transaction: MinedTransaction): transaction is MinedTransaction & { to: Address } {
  const { to, value } = transaction;
  return !!to && value > 0n && !tokenAt(to) && concerns(account, transaction.from, to);
}

/** The transfer a token call meant to make; undefined for other calls (approve, mint, …). */
function intendedTokenTransfer(transaction: MinedTransaction): { to: Address; amount: bigint } | undefined {
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data: transaction.input });
    return call.functionName === 'transfer' ? { to: call.args[0], amount: call.args[1] } : undefined;
  } catch {
    return undefined;
  }
}

function movementOf(
  transaction: MinedTransaction,
  token: PricedToken,
  transfer: { to: Address; amount: bigint },
  status: Movement['status'],
): Movement {
  return {
    hash: transaction.hash,
    blockNumber: transaction.blockNumber,
    transactionIndex: transaction.transactionIndex,
    logIndex: undefined,
    timestamp: transaction.timestamp,
    token,
    from: getAddress(transaction.from),
    to: getAddress(transfer.to),
    amount: transfer.amount,
    status,
  };
}

async function statusOf(chain: LocalChain, hash: Hash): Promise<Movement['status']> {
  return (await chain.client.getTransactionReceipt({ hash })).status === 'success' ? 'confirmed' : 'failed';
}

/** Native value transfers of the account, with their receipt's status. */
async function readNativeMovements(chain: LocalChain, account: Address, transactions: readonly MinedTransaction[]): Promise<Movement[]> {
  const transfers = transactions.filter((transaction) => isNativeTransferOf(account, transaction));
  return Promise.all(
    transfers.map(async (transaction) =>
      movementOf(transaction, NATIVE, { to: transaction.to, amount: transaction.value }, await statusOf(chain, transaction.hash)),
    ),
  );
}

/** Token transfers the account sent that reverted: they leave no Transfer log, so they are read from their calldata. */
async function readRevertedTokenMovements(
  chain: LocalChain,
  account: Address,
  transactions: readonly MinedTransaction[],
): Promise<Movement[]> {
  const movements = await Promise.all(
    transactions.map(async (transaction) => {
      const token = tokenAt(transaction.to);
      const intended = intendedTokenTransfer(transaction);
      if (!token || !intended || !isAddressEqual(transaction.from, account)) return [];
      return (await statusOf(chain, transaction.hash)) === 'failed' ? [movementOf(transaction, token, intended, 'failed')] : [];
    }),
  );
  return movements.flat();
}

/** The test tokens' Transfer logs to or from the account, mints included. */
async function readTokenTransferMovements(
  chain: LocalChain,
  account: Address,
  latest: bigint,
  timestamps: ReadonlyMap<bigint, bigint>,
): Promise<Movement[]> {
  const logs = await chain.client.getLogs({
    address: LOCAL_TOKENS.flatMap((token) => token.address ?? []),
    event: TRANSFER_EVENT,
    fromBlock: 0n,
    toBlock: latest,
    strict: true,
  });
  return logs.flatMap((log) => {
    const token = tokenAt(log.address);
    if (!token || !concerns(account, log.args.from, log.args.to)) return [];
    return [
      {
        hash: log.transactionHash,
        blockNumber: log.blockNumber,
        transactionIndex: log.transactionIndex,
        logIndex: log.logIndex,
        timestamp: timestamps.get(log.blockNumber) ?? 0n,
        token,
        from: getAddress(log.args.from),
        to: getAddress(log.args.to),
        amount: log.args.value,
        status: 'confirmed' as const,
      },
    ];
  });
}

/** Newest first: by block, then by position in the block, then by log (native value moves before any log). */
type Position = Pick<Movement, 'blockNumber' | 'transactionIndex' | 'logIndex'>;

function newestFirst(a: Position, b: Position): number {
  if (a.blockNumber !== b.blockNumber) return a.blockNumber > b.blockNumber ? -1 : 1;
  if (a.transactionIndex !== b.transactionIndex) return b.transactionIndex - a.transactionIndex;
  return (b.logIndex ?? -1) - (a.logIndex ?? -1);
}

function directionFor(account: Address, movement: Movement): 'in' | 'out' | 'self' {
  const sent = isAddressEqual(movement.from, account);
  const received = isAddressEqual(movement.to, account);
  if (sent && received) return 'self';
  return sent ? 'out' : 'in';
}

function operationTypeFor(movement: Movement, direction: 'in' | 'out' | 'self'): 'mint' | 'send' | 'receive' {
  if (isAddressEqual(movement.from, zeroAddress)) return 'mint';
  return direction === 'in' ? 'receive' : 'send';
}

/** The id is the transaction hash, with the log index added when the transaction gives several entries. */
function entryId(movement: Movement, entriesInTransaction: number): string {
  return entriesInTransaction > 1 && movement.logIndex !== undefined ? `${movement.hash}:${movement.logIndex}` : movement.hash;
}

/** One token's side of an entry: what moved, which way for the account. */
function transferOf(origin: string, token: PricedToken, amount: bigint, direction: 'in' | 'out' | 'self') {
  const numeric = formatUnits(amount, token.decimals);
  return {
    direction,
    quantity: { numeric },
    value: usdValue(numeric, token.price),
    price: token.price,
    fungible_info: { name: token.name, symbol: token.symbol, icon: { url: tokenImageUrl(origin, token.symbol) } },
  };
}

/** A transaction history entry (docs/behaviour.md#history), shaped like the fixtures (mocks/fixtures/history.ts). */
export interface LocalHistoryEntry {
  id: string;
  metadata: {
    minedAt: string;
    chain: string;
    /** `trade` for a swap through the local exchange's router (one entry, both legs). */
    operationType: 'mint' | 'send' | 'receive' | 'trade';
    status: Movement['status'];
    sentFrom: Address;
    sentTo: Address;
    hash: Hash;
  };
  transfers: ReturnType<typeof transferOf>[];
}

function historyEntry(chain: LocalChain, account: Address, origin: string, movement: Movement, id: string): LocalHistoryEntry {
  const direction = directionFor(account, movement);
  return {
    id,
    metadata: {
      minedAt: new Date(Number(movement.timestamp) * 1000).toISOString(),
      chain: chain.caipNetworkId,
      operationType: operationTypeFor(movement, direction),
      status: movement.status,
      sentFrom: movement.from,
      sentTo: movement.to,
      hash: movement.hash,
    },
    transfers: [transferOf(origin, movement.token, movement.amount, direction)],
  };
}

/** A swap the account made through the local exchange's router: one entry with what it paid and what it got. */
interface SwapEntry {
  transaction: MinedTransaction;
  entry: LocalHistoryEntry;
}

/** What the router call meant to pay: its value, or its `amountIn` of the path's first token. */
function intendedPayment(transaction: MinedTransaction): { token: PricedToken; amount: bigint } | undefined {
  if (transaction.value > 0n) return { token: NATIVE, amount: transaction.value };
  try {
    const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: transaction.input });
    if (call.functionName !== 'swapExactTokensForETH' && call.functionName !== 'swapExactTokensForTokens') return undefined;
    const token = tokenAt(call.args[2][0]);
    return token && { token, amount: call.args[0] };
  } catch {
    return undefined;
  }
}

/**
 * The account's swaps through the router, each one "Swapped" entry with both legs: the Ether it sent or the token it
 * paid, and the token it got or the Ether the router unwrapped for it (WETH's Withdrawal). A reverted swap shows what
 * it meant to pay, as failed.
 */
async function readSwapEntries(
  chain: LocalChain,
  account: Address,
  origin: string,
  transactions: readonly MinedTransaction[],
): Promise<SwapEntry[]> {
  const swaps = transactions.filter(
    (transaction) => transaction.to && isAddressEqual(transaction.to, UNISWAP_V2.router) && isAddressEqual(transaction.from, account),
  );
  return Promise.all(
    swaps.map(async (transaction) => {
      const receipt = await chain.client.getTransactionReceipt({ hash: transaction.hash });
      const logs = receipt.logs as Log[];
      const legs: ReturnType<typeof transferOf>[] = [];
      if (receipt.status === 'success') {
        if (transaction.value > 0n) legs.push(transferOf(origin, NATIVE, transaction.value, 'out'));
        for (const log of parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs })) {
          const token = tokenAt(log.address);
          if (!token) continue;
          if (isAddressEqual(log.args.from, account)) legs.push(transferOf(origin, token, log.args.value, 'out'));
          if (isAddressEqual(log.args.to, account)) legs.push(transferOf(origin, token, log.args.value, 'in'));
        }
        for (const log of parseEventLogs({ abi: WITHDRAWAL_ABI, logs })) {
          if (isAddressEqual(log.address, UNISWAP_V2.weth) && isAddressEqual(log.args.src, UNISWAP_V2.router)) {
            legs.push(transferOf(origin, NATIVE, log.args.wad, 'in'));
          }
        }
      } else {
        const payment = intendedPayment(transaction);
        if (payment) legs.push(transferOf(origin, payment.token, payment.amount, 'out'));
      }
      const entry: LocalHistoryEntry = {
        id: transaction.hash,
        metadata: {
          minedAt: new Date(Number(transaction.timestamp) * 1000).toISOString(),
          chain: chain.caipNetworkId,
          operationType: 'trade',
          status: receipt.status === 'success' ? 'confirmed' : 'failed',
          sentFrom: getAddress(transaction.from),
          sentTo: UNISWAP_V2.router,
          hash: transaction.hash,
        },
        transfers: legs,
      };
      return { transaction, entry };
    }),
  );
}

/**
 * The account's activity on the chain, newest first: native transfers and test-token transfers, failed ones included,
 * and its swaps on the local exchange, one entry each.
 */
export async function readLocalHistory(chain: LocalChain, account: Address, origin: string): Promise<LocalHistoryEntry[]> {
  const latest = await chain.client.getBlockNumber();
  const blocks = await readBlocks(chain, latest);
  const transactions = transactionsOf(blocks);
  const timestamps = new Map(blocks.map((block) => [block.number, block.timestamp]));
  const swaps = await readSwapEntries(chain, account, origin, transactions);
  const swapHashes = new Set(swaps.map(({ transaction }) => transaction.hash));
  const movements = (
    await Promise.all([
      readNativeMovements(chain, account, transactions),
      readRevertedTokenMovements(chain, account, transactions),
      readTokenTransferMovements(chain, account, latest, timestamps),
    ])
  )
    .flat()
    .filter((movement) => !swapHashes.has(movement.hash));
  const entriesPerTransaction = new Map<Hash, number>();
  for (const { hash } of movements) entriesPerTransaction.set(hash, (entriesPerTransaction.get(hash) ?? 0) + 1);
  const placed: { position: Position; entry: LocalHistoryEntry }[] = [
    ...movements.map((movement) => ({
      position: movement,
      entry: historyEntry(chain, account, origin, movement, entryId(movement, entriesPerTransaction.get(movement.hash) ?? 1)),
    })),
    ...swaps.map(({ transaction, entry }) => ({
      position: { blockNumber: transaction.blockNumber, transactionIndex: transaction.transactionIndex, logIndex: undefined },
      entry,
    })),
  ];
  return placed.sort((a, b) => newestFirst(a.position, b.position)).map(({ entry }) => entry);
}
