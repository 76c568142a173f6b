/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_PRIVATE_KEYS } from '../src/devWallet/accounts.ts';
import { grantMessage, type PermissionRequest, revokeMessage } from '../src/devWallet/permissionMessages.ts';
import { type ApiServer, startApiServer } from './httpServer.ts';
import { Refusals } from './namesAndSessions.ts';

const owner = privateKeyToAccount(ANVIL_PRIVATE_KEYS[5]);
const stranger = privateKeyToAccount(ANVIL_PRIVATE_KEYS[6]);
const ANVIL_COIN_TYPE = (0x80000000 | 31337) >>> 0;

let folder: string;
const servers: ApiServer[] = [];
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'names-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  rmSync(folder, { recursive: true, force: true });
});

async function start(namesDataFile?: string) {
  const server = await startApiServer({ port: 0, namesDataFile });
  servers.push(server);
  return server;
}

async function call(api: ApiServer, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${api.url}/${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The registration the modal posts: the payload as JSON, signed by `signer` for `address`. */
async function registration(name: string, { signer = owner, address = owner.address, timestamp = Math.floor(Date.now() / 1000) } = {}) {
  const message = JSON.stringify({ name, attributes: {}, timestamp });
  return { coin_type: ANVIL_COIN_TYPE, address, message, signature: await signer.signMessage({ message }) };
}

const refusal = (status: number, message: string) => ({ status, body: { message, reasons: [{ description: message }] } });

describe('names over HTTP', () => {
  it('keeps a signed registration: it resolves by name, by address and as identity, also after a restart on the same file', async () => {
    const dataFile = join(folder, 'data', 'names.sqlite');
    const first = await start(dataFile);
    const registered = await call(first, 'POST', 'v1/profile/account', await registration('newcomer.reown.id'));
    expect(registered).toMatchObject({ status: 200, body: { name: 'newcomer.reown.id', addresses: { '60': { address: owner.address } } } });
    await first.close();
    servers.length = 0;

    const second = await start(dataFile);
    expect((await call(second, 'GET', 'v1/profile/account/newcomer.reown.id?apiVersion=2')).body).toMatchObject({
      name: 'newcomer.reown.id',
    });
    expect((await call(second, 'GET', `v1/profile/reverse/${owner.address.toLowerCase()}?apiVersion=2`)).body).toEqual([
      expect.objectContaining({ name: 'newcomer.reown.id' }),
    ]);
    expect((await call(second, 'GET', `v1/identity/${owner.address}`)).body).toMatchObject({ name: 'newcomer.reown.id' });
    expect((await call(second, 'GET', 'v1/profile/suggestions/newcomer?zone=reown.id')).body.suggestions).toContainEqual({
      name: 'newcomer.reown.id',
      registered: true,
    });
  });

  it('forgets names on restart when it keeps them in memory', async () => {
    const first = await start();
    await call(first, 'POST', 'v1/profile/account', await registration('fleeting.reown.id'));
    await first.close();
    servers.length = 0;
    expect((await call(await start(), 'GET', 'v1/profile/account/fleeting.reown.id')).status).toBe(404);
  });

  it('refuses a forged signature, a name taken, a name breaking the rule and a stale payload, with their texts', async () => {
    const api = await start();
    expect(await call(api, 'POST', 'v1/profile/account', await registration('forged.reown.id', { signer: stranger }))).toEqual(
      refusal(401, Refusals.signatureNotAddress(owner.address)),
    );
    expect(await call(api, 'POST', 'v1/profile/account', await registration('alice.reown.id'))).toEqual(
      refusal(409, Refusals.nameTaken('alice.reown.id')),
    );
    expect(await call(api, 'POST', 'v1/profile/account', await registration('abc.reown.id'))).toEqual(
      refusal(400, Refusals.invalidName('abc.reown.id')),
    );
    expect(await call(api, 'POST', 'v1/profile/account', await registration('under_score.reown.id'))).toEqual(
      refusal(400, Refusals.invalidName('under_score.reown.id')),
    );
    expect(await call(api, 'POST', 'v1/profile/account', await registration('late.reown.id', { timestamp: 1_700_000_000 }))).toEqual(
      refusal(400, Refusals.staleRegistration),
    );
    expect((await call(api, 'GET', 'v1/profile/account/forged.reown.id')).status).toBe(404);
  });

  it('resolves the legacy .wcn.id spelling of a name', async () => {
    const api = await start();
    expect((await call(api, 'GET', 'v1/profile/account/alice.wcn.id?apiVersion=2')).body).toMatchObject({ name: 'alice.reown.id' });
  });
});

describe('smart sessions over HTTP', () => {
  const grant: PermissionRequest = {
    chainId: '0x7a69',
    address: owner.address,
    expiry: Math.floor(Date.now() / 1000) + 3600,
    permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', period: 86_400 } }],
    policies: [],
  };
  const project = { id: 'demo-project', name: 'redux-wallet-modal demo', url: 'http://127.0.0.1:5173' };

  it('lists a grant the account signed, and revokes it only with the account signature over its id', async () => {
    const api = await start();
    const context = await owner.signMessage({ message: grantMessage(grant) });
    const { address: _address, ...granted } = grant;
    const activated = await call(api, 'POST', `v1/sessions/${owner.address}/activate`, { ...granted, context, project });
    expect(activated).toMatchObject({ status: 200, body: { project, expiry: grant.expiry, context } });
    const pci = String(activated.body.pci);

    expect((await call(api, 'GET', `v1/sessions/${owner.address}`)).body.pcis).toEqual([expect.objectContaining({ pci, project })]);

    const forged = await stranger.signMessage({ message: revokeMessage(pci) });
    expect(await call(api, 'POST', `v1/sessions/${owner.address}/revoke`, { pci, signature: forged })).toEqual(
      refusal(401, Refusals.signatureNotAddress(owner.address)),
    );
    expect((await call(api, 'GET', `v1/sessions/${owner.address}`)).body.pcis).toHaveLength(1);

    const signature = await owner.signMessage({ message: revokeMessage(pci) });
    expect((await call(api, 'POST', `v1/sessions/${owner.address}/revoke`, { pci, signature })).status).toBe(200);
    expect((await call(api, 'GET', `v1/sessions/${owner.address}`)).body.pcis).toEqual([]);
    expect(await call(api, 'POST', `v1/sessions/${owner.address}/revoke`, { pci, signature })).toEqual(
      refusal(404, Refusals.sessionNotFound(pci)),
    );
  });

  it('refuses a grant whose context is not the account signature over it', async () => {
    const api = await start();
    const context = await stranger.signMessage({ message: grantMessage(grant) });
    const { address: _address, ...granted } = grant;
    expect(await call(api, 'POST', `v1/sessions/${owner.address}/activate`, { ...granted, context, project })).toEqual(
      refusal(401, Refusals.signatureNotAddress(owner.address)),
    );
    const altered = await owner.signMessage({ message: grantMessage({ ...grant, expiry: grant.expiry + 1 }) });
    expect((await call(api, 'POST', `v1/sessions/${owner.address}/activate`, { ...granted, context: altered, project })).status).toBe(401);
    expect((await call(api, 'GET', `v1/sessions/${owner.address}`)).body.pcis).toEqual([]);
  });
});
