/** @jest-environment node */
import { Keypair, PublicKey } from '@solana/web3.js';
import { createPublicClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { runLocalChains } from '../src/test/chains.ts';
import { runSolanaChain } from '../src/test/solanaChain.ts';
import { notSoldMessage } from './checkout.ts';
import { type ApiServer, startApiServer } from './httpServer.ts';

const chains = runLocalChains();
const solana = runSolanaChain();

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({
    port: 0,
    localChains: [
      ...[chains.a, chains.b].map((chain) => ({ caipNetworkId: chain.caipNetworkId, rpcUrl: chain.rpcUrls.default.http[0] ?? '' })),
      { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.url },
    ],
  });
});
afterAll(() => api.close());

const balanceOn = (chain: typeof chains.a, address: `0x${string}`) =>
  createPublicClient({ transport: http(chain.rpcUrls.default.http[0]) }).getBalance({ address });

/** What the modal posts to the URL generator for a buyer on `chain` (features/onramp/onrampEffects.ts). */
async function generatedUrl(buyer: string, body: Record<string, unknown> = {}, [network, asset] = ['ethereum', 'ETH']) {
  const response = await fetch(`${api.url}/v1/generators/onrampurl`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      destinationWallets: [{ address: buyer.split(':')[2], blockchains: [network], assets: [asset] }],
      defaultNetwork: network,
      partnerUserId: buyer,
      defaultExperience: 'buy',
      presetFiatAmount: 20,
      ...body,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

/** The form fields of the checkout page, as a browser would post them. */
function formOf(html: string): URLSearchParams {
  return new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((match) => [match[1] ?? '', match[2] ?? '']),
  );
}

describe('the local checkout over HTTP', () => {
  it("generates the local checkout's address, whose Pay sends the quoted Ether to the buyer on that anvil chain", async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address;
    const url = await generatedUrl(`${chains.b.caipNetworkId}:${buyer}`);
    expect(url.startsWith(`${api.url}/checkout?`)).toBe(true);

    const page = await fetch(url);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    // 20 USD less the fixture's 1.5 % fee and its 0.50 network fee, at 3150.42 USD an Ether.
    expect(html).toContain('0.006094 ETH');
    expect(html).toContain('20 USD');

    const paid = await fetch(`${api.url}/checkout`, { method: 'POST', body: formOf(html) });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toMatch(/Transaction <code>0x[0-9a-f]{64}<\/code>/);
    expect(await balanceOn(chains.b, buyer)).toBe(parseEther('0.006094'));
    expect(await balanceOn(chains.a, buyer)).toBe(0n);
  }, 20_000);

  it('buys the preset crypto amount when the modal names one', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address;
    const url = await generatedUrl(`${chains.a.caipNetworkId}:${buyer}`, { presetCryptoAmount: 0.25 });
    const paid = await fetch(`${api.url}/checkout`, { method: 'POST', body: formOf(await (await fetch(url)).text()) });
    expect(paid.status).toBe(200);
    expect(await balanceOn(chains.a, buyer)).toBe(parseEther('0.25'));
  }, 20_000);

  it('sends the quoted SOL to a buyer on the local Solana chain', async () => {
    const buyer = Keypair.generate().publicKey.toBase58();
    const url = await generatedUrl(`${solana.caipNetworkId}:${buyer}`, {}, ['solana', 'SOL']);
    const html = await (await fetch(url)).text();
    // 20 USD less the fees, at 168.20 USD a SOL.
    expect(html).toContain('0.114150 SOL');
    const paid = await fetch(`${api.url}/checkout`, { method: 'POST', body: formOf(html) });
    expect(paid.status).toBe(200);
    expect(await solana.connection().getBalance(new PublicKey(buyer))).toBe(114_150_000);
  }, 30_000);

  it('offers no Pay for an account off the local chains, and refuses a malformed order', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address;
    const page = await (await fetch(await generatedUrl(`eip155:1:${buyer}`))).text();
    expect(page).toContain(notSoldMessage);
    expect(page).not.toContain('<button');
    const refused = await fetch(`${api.url}/checkout`, {
      method: 'POST',
      body: new URLSearchParams({ partnerUserId: 'nobody', presetFiatAmount: '20' }),
    });
    expect(refused.status).toBe(400);
    const tooMuch = await fetch(`${api.url}/checkout`, {
      method: 'POST',
      body: new URLSearchParams({
        partnerUserId: `${chains.a.caipNetworkId}:${buyer}`,
        asset: 'ETH',
        presetFiatAmount: '20',
        presetCryptoAmount: '11',
      }),
    });
    expect(tooMuch.status).toBe(502);
    expect(await balanceOn(chains.a, buyer)).toBe(0n);
  }, 20_000);
});
