import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { ANVIL_PRIVATE_KEYS } from '../src/devWallet/accounts.ts';
import { serveMockApi } from '../src/test/mockApi.ts';

serveMockApi();

const API = 'https://api.web3modal.org';
const account = privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]);

async function signedMessage(domain: string) {
  const { nonce } = (await (await fetch(`${API}/auth/nonce`, { credentials: 'include' })).json()) as { nonce: string };
  const message = createSiweMessage({ domain, address: account.address, chainId: 1, uri: location.origin, version: '1', nonce });
  return JSON.stringify({ message, signature: await account.signMessage({ message }) });
}

const verify = (body: string) =>
  fetch(`${API}/auth/verify`, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body });

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
