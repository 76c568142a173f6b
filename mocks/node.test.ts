import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { ANVIL_PRIVATE_KEYS } from '../src/devWallet/accounts.ts';
import { serveMockApi } from '../src/test/mockApi.ts';

serveMockApi();

const API = 'https://api.web3modal.org';
const account = privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]);

/**
 * A message signed with a nonce of the mock API, and the nonce's cookie: jsdom's fetch keeps no cookies, so the test
 * carries the one that names the browser its nonce was issued to.
 */
async function signedMessage(domain: string) {
  const issued = await fetch(`${API}/auth/nonce`, { credentials: 'include' });
  const { nonce } = (await issued.json()) as { nonce: string };
  const message = createSiweMessage({ domain, address: account.address, chainId: 1, uri: location.origin, version: '1', nonce });
  const cookie = issued.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { cookie, body: JSON.stringify({ message, signature: await account.signMessage({ message }) }) };
}

const verify = ({ cookie, body }: { cookie: string; body: string }) =>
  fetch(`${API}/auth/verify`, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', cookie }, body });

describe("the unit tests' mock API", () => {
  it("takes a sign-in from jsdom's page, whose fetch sends no Origin, as from that page", async () => {
    const response = await verify(await signedMessage(location.host));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ address: account.address, chainId: 'eip155:1', domain: 'localhost' });
  });

  it("still refuses a message for another page's domain", async () => {
    const response = await verify(await signedMessage('127.0.0.1:5173'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "The message's domain 127.0.0.1:5173 is not the requesting page's (localhost)" });
  });
});
