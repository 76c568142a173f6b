// The local checkout: the on-ramp provider's buy page, on this machine. `POST v1/generators/onrampurl` answers with its
// address; its Pay sends the bought amount to the buyer's account on the local chain from a funded test account (Ether on
// an anvil chain, SOL on the local Solana chain), so a purchase ends in a balance a test (or a developer) can read on the
// chain.
import { createWalletClient, type Hash, http, isAddress, parseEther, parseUnits, publicActions } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_PRIVATE_KEYS, SOLANA_TEST_SEEDS } from '../src/devWallet/accounts.ts';
import { onrampQuote } from './fixtures/onramp.ts';
import type { LocalChainConfig } from './localChain.ts';

/** Pays for every purchase on anvil: anvil's account 8, which no test uses as a buyer. */
const FUNDER = privateKeyToAccount(ANVIL_PRIVATE_KEYS[8]);
/** Pays for every purchase on the local Solana chain: its test keypair 8. */
const SOLANA_FUNDER_SEED = SOLANA_TEST_SEEDS[8];
/** What a local checkout sells on each family, and the most of it a purchase buys (ours): a page cannot empty the funder. */
const SOLD = { eip155: { asset: 'ETH', max: 10 }, solana: { asset: 'SOL', max: 10 } } as const;
const NOT_SOLD = 'This checkout funds the local chains’ own currency only: Ether on the anvil chains, SOL on the local Solana chain.';

/** What a purchase page is about, as its address names it. */
export interface CheckoutOrder {
  /** The buyer's CAIP-10 account (the generator's `partnerUserId`), which names the chain too. */
  account: string;
  asset: string;
  fiatAmount: string;
  /** The amount of `asset` bought: the preset crypto amount, else the fixture quote's for the fiat amount. */
  cryptoAmount: string;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** The checkout page's address for the generator's body (`destinationWallets`, `partnerUserId`, the presets). */
export function checkoutUrl(origin: string, body: Record<string, unknown>): string {
  const wallet = (body.destinationWallets as { address?: unknown; assets?: unknown }[])[0];
  const asset = Array.isArray(wallet?.assets) && typeof wallet.assets[0] === 'string' ? wallet.assets[0] : 'ETH';
  const query = new URLSearchParams({
    partnerUserId: String(body.partnerUserId ?? ''),
    defaultExperience: 'buy',
    defaultNetwork: String(body.defaultNetwork ?? ''),
    asset,
    presetFiatAmount: String(body.presetFiatAmount ?? ''),
    presetCryptoAmount: body.presetCryptoAmount === undefined ? '' : String(body.presetCryptoAmount),
  });
  return `${origin}/checkout?${query}`;
}

/** The order a checkout address (or its form) describes, or why it describes none. */
export function checkoutOrder(fields: URLSearchParams): CheckoutOrder | { problem: string } {
  const account = fields.get('partnerUserId') ?? '';
  const asset = fields.get('asset') ?? '';
  const fiatAmount = fields.get('presetFiatAmount') ?? '';
  const preset = fields.get('presetCryptoAmount') ?? '';
  const [namespace, , address = ''] = account.split(':');
  const wellFormed = namespace === 'solana' ? /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address) : namespace === 'eip155' && isAddress(address);
  if (account.split(':').length !== 3 || !wellFormed) return { problem: 'partnerUserId must be the buyer’s CAIP-10 account' };
  if (!DECIMAL.test(fiatAmount)) return { problem: 'presetFiatAmount must be a decimal amount' };
  const quoted = onrampQuote({ purchaseCurrency: asset, paymentCurrency: 'USD', amount: fiatAmount, network: '' }).purchaseAmount.amount;
  const cryptoAmount = DECIMAL.test(preset) && Number(preset) > 0 ? preset : quoted;
  if (!(Number(cryptoAmount) > 0)) return { problem: 'The amount bought must be greater than 0' };
  return { account, asset, fiatAmount, cryptoAmount };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/** A page of the checkout: no script, its styles inline, its form posting to itself. */
export function checkoutPage(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#555}dd{margin:0;overflow-wrap:anywhere}button{font:inherit;padding:.6rem 1.4rem;border-radius:.5rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    },
  });
}

function orderTerms(order: CheckoutOrder): string {
  return `<dl><dt>You buy</dt><dd>${escapeHtml(`${order.cryptoAmount} ${order.asset}`)}</dd>
<dt>You pay</dt><dd>${escapeHtml(`${order.fiatAmount} USD`)}</dd>
<dt>To</dt><dd><code>${escapeHtml(order.account)}</code></dd></dl>`;
}

/** The purchase page: what is bought, for how much, for whom; Pay posts the same order back. */
export function checkoutForm(order: CheckoutOrder, chainServed: boolean): Response {
  if (!chainServed) {
    return checkoutPage('Local checkout', `${orderTerms(order)}<p role="alert">${NOT_SOLD}</p>`);
  }
  const hidden = Object.entries({
    partnerUserId: order.account,
    asset: order.asset,
    presetFiatAmount: order.fiatAmount,
    presetCryptoAmount: order.cryptoAmount,
  })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return checkoutPage(
    'Local checkout',
    `${orderTerms(order)}<form method="post" action="/checkout">${hidden}<button type="submit">Pay</button></form>`,
  );
}

/** Sends `order` to its buyer on one chain and resolves with the transaction's hash (signature) once it is final. */
type Send = (order: CheckoutOrder) => Promise<string>;

function anvilSender(chain: LocalChainConfig): Send {
  const client = createWalletClient({ account: FUNDER, transport: http(chain.rpcUrl, { retryCount: 0 }) }).extend(publicActions);
  return async (order) => {
    const to = order.account.split(':')[2] as `0x${string}`;
    const hash: Hash = await client.sendTransaction({ to, value: parseEther(order.cryptoAmount), chain: null });
    await client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
    return hash;
  };
}

function solanaSender(chain: LocalChainConfig): Send {
  // web3.js loads with the first Solana purchase: the mock API's other users never need it.
  const connect = async () => {
    const web3 = await import('@solana/web3.js');
    const funder = web3.Keypair.fromSeed(Buffer.from(SOLANA_FUNDER_SEED.slice(2), 'hex'));
    return { web3, connection: new web3.Connection(chain.rpcUrl, 'confirmed'), funder };
  };
  let connecting: ReturnType<typeof connect> | undefined;
  return async (order) => {
    connecting ??= connect();
    const { web3, connection, funder } = await connecting;
    const transfer = web3.SystemProgram.transfer({
      fromPubkey: funder.publicKey,
      toPubkey: new web3.PublicKey(order.account.split(':')[2] ?? ''),
      lamports: parseUnits(order.cryptoAmount, 9),
    });
    return web3.sendAndConfirmTransaction(connection, new web3.Transaction().add(transfer), [funder]);
  };
}

/** The funder of one local chain: its purchases are sent one after another, so the funder's transactions never collide. */
export function createFunder(chain: LocalChainConfig) {
  const family = chain.caipNetworkId.startsWith('solana:') ? 'solana' : 'eip155';
  const send = family === 'solana' ? solanaSender(chain) : anvilSender(chain);
  let queue: Promise<unknown> = Promise.resolve();
  return {
    /** Whether this chain's checkout sells `asset`. */
    sells: (asset: string) => asset === SOLD[family].asset,
    /** Sends `order` to its buyer and resolves with the transaction's hash (a signature on Solana) once it is final. */
    fund(order: CheckoutOrder): Promise<string> {
      const run = async () => {
        const sold = SOLD[family];
        if (order.asset !== sold.asset) throw new Error(NOT_SOLD);
        if (Number(order.cryptoAmount) > sold.max) throw new Error(`A local purchase buys at most ${sold.max} ${sold.asset}.`);
        return send(order);
      };
      const result = queue.then(run, run);
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

/** The message a failed purchase shows. */
export const notSoldMessage = NOT_SOLD;
