import { type Connection, Keypair, PublicKey, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { DSPL } from '../../mocks/fixtures/localChains.ts';
import { associatedTokenAddress, createAssociatedTokenAccountIdempotent, transferChecked } from '../adapters/solana/splToken';
import { defineNetwork, type Network } from '../config/networks';
import { SOLANA_TEST_SEEDS } from '../devWallet/accounts';

/** The local Solana chain (src/test/solanaChain.ts) as a host configures it: "Solana Local", DSPL listed with its symbol. */
export function solanaLocal(chain: { url: string; caipNetworkId: string }): Network {
  return defineNetwork({
    id: chain.caipNetworkId.split(':')[1] as string,
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [chain.url] } },
    chainNamespace: 'solana',
    tokens: [{ address: DSPL.mint, symbol: DSPL.symbol, name: DSPL.name }],
  });
}

/** The id of the Dev Wallet's Solana connector (a Wallet Standard wallet's id comes from its name). */
export const SOLANA_DEV_WALLET_ID = 'wallet-standard:dev-wallet';

const MINT = new PublicKey(DSPL.mint);
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');

export const lamportsOf = async (connection: Connection, address: string) => BigInt(await connection.getBalance(new PublicKey(address)));

/** The DSPL in `owner`'s associated token account, in integer units; undefined while it has none. */
export async function dsplOf(connection: Connection, owner: string) {
  const account = await connection.getAccountInfo(associatedTokenAddress(new PublicKey(owner), MINT, TOKEN_PROGRAM));
  return account ? new DataView(account.data.buffer, account.data.byteOffset).getBigUint64(64, true) : undefined;
}

/** Test account `index` sends all its DSPL to a fresh address, signing for itself, and waits for the chain to confirm it. */
export async function spendAllDspl(connection: Connection, index: number) {
  const owner = Keypair.fromSeed(Buffer.from((SOLANA_TEST_SEEDS[index] as string).slice(2), 'hex'));
  const receiver = Keypair.generate().publicKey;
  const held = (await dsplOf(connection, owner.publicKey.toBase58())) as bigint;
  const accounts = {
    source: associatedTokenAddress(owner.publicKey, MINT, TOKEN_PROGRAM),
    mint: MINT,
    destination: associatedTokenAddress(receiver, MINT, TOKEN_PROGRAM),
    owner: owner.publicKey,
  };
  const latest = await connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: owner.publicKey,
    recentBlockhash: latest.blockhash,
    instructions: [
      createAssociatedTokenAccountIdempotent(owner.publicKey, receiver, MINT, TOKEN_PROGRAM),
      transferChecked(accounts, held, DSPL.decimals, TOKEN_PROGRAM),
    ],
  }).compileToLegacyMessage();
  const transaction = new VersionedTransaction(message);
  transaction.sign([owner]);
  const signature = await connection.sendTransaction(transaction);
  await connection.confirmTransaction({ signature, ...latest });
}
