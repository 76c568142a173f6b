/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_PRIVATE_KEYS } from '../src/devWallet/accounts.ts';
import { grantMessage, type PermissionRequest, revokeMessage } from '../src/devWallet/permissionMessages.ts';
import { nameRegistrationMessage } from '../src/features/names/registrationMessage.ts';
import { grantBindingPolicy, grantNonce } from '../src/features/smartSessions/grantBinding.ts';
import { TEST_ACCOUNTS } from './fixtures/accounts.ts';
import { type ApiServer, startApiServer } from './httpServer.ts';
import { Refusals } from './namesAndSessions.ts';

const owner = privateKeyToAccount(ANVIL_PRIVATE_KEYS[5]);
const stranger = privateKeyToAccount(ANVIL_PRIVATE_KEYS[6]);
const ANVIL_CHAIN_ID = 31337;
const ANVIL_COIN_TYPE = (0x80000000 | ANVIL_CHAIN_ID) >>> 0;

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

/** The registration the modal posts on Anvil: the payload under the service and the chain, signed by `signer` for `address`. */
async function registration(
  name: string,
  {
    signer = owner,
    address = owner.address,
    timestamp = Math.floor(Date.now() / 1000),
    coinType = ANVIL_COIN_TYPE,
    message = nameRegistrationMessage(ANVIL_CHAIN_ID, { name, attributes: {}, timestamp }),
  } = {},
) {
  return { coin_type: coinType, address, message, signature: await signer.signMessage({ message }) };
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

  it('refuses a payload signed without the service and chain lines, as the bare JSON any other site could have asked for', async () => {
    const api = await start();
    const timestamp = Math.floor(Date.now() / 1000);
    const bare = JSON.stringify({ name: 'phished.reown.id', attributes: {}, timestamp });
    expect(await call(api, 'POST', 'v1/profile/account', await registration('phished.reown.id', { message: bare }))).toEqual(
      refusal(400, Refusals.malformedRegistration),
    );
    const otherService = nameRegistrationMessage(ANVIL_CHAIN_ID, { name: 'phished.reown.id', attributes: {}, timestamp }).replace(
      'reown.id name registration',
      'other.id name registration',
    );
    expect(await call(api, 'POST', 'v1/profile/account', await registration('phished.reown.id', { message: otherService }))).toEqual(
      refusal(400, Refusals.malformedRegistration),
    );
    expect((await call(api, 'GET', 'v1/profile/account/phished.reown.id')).status).toBe(404);
  });

  it("refuses a registration posted with a coin type other than the signed chain's, and keeps 60 for chain 1", async () => {
    const api = await start();
    const mainnetCoinType = (0x80000000 | 1) >>> 0;
    expect(await call(api, 'POST', 'v1/profile/account', await registration('moved.reown.id', { coinType: mainnetCoinType }))).toEqual(
      refusal(400, Refusals.coinTypeNotSigned(mainnetCoinType, ANVIL_CHAIN_ID)),
    );
    expect(await call(api, 'POST', 'v1/profile/account', await registration('moved.reown.id', { coinType: 60 }))).toEqual(
      refusal(400, Refusals.coinTypeNotSigned(60, ANVIL_CHAIN_ID)),
    );
    const onMainnet = nameRegistrationMessage(1, { name: 'moved.reown.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
    expect(
      await call(api, 'POST', 'v1/profile/account', await registration('moved.reown.id', { coinType: 60, message: onMainnet })),
    ).toMatchObject({
      status: 200,
      body: { name: 'moved.reown.id', addresses: { '60': { address: owner.address } } },
    });
  });

  it('resolves the legacy .wcn.id spelling of a name', async () => {
    const api = await start();
    expect((await call(api, 'GET', 'v1/profile/account/alice.wcn.id?apiVersion=2')).body).toMatchObject({ name: 'alice.reown.id' });
  });
});

describe('smart sessions over HTTP', () => {
  const project = { id: 'demo-project', name: 'redux-wallet-modal demo', url: 'http://127.0.0.1:5173' };
  /** A grant as the modal asks for it: bound to `projectId` under a fresh nonce. */
  const bound = ({
    projectId = project.id,
    nonce = grantNonce(),
    expiry = Math.floor(Date.now() / 1000) + 3600,
  } = {}): PermissionRequest => ({
    chainId: '0x7a69',
    address: owner.address,
    expiry,
    permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', period: 86_400 } }],
    policies: [grantBindingPolicy({ projectId, nonce })],
  });
  const grant = bound();
  /** The body the modal posts to activate `request`, signed by `signer`. */
  async function activation(request: PermissionRequest, { signer = owner, forProject = project } = {}) {
    const { address: _address, ...granted } = request;
    return { ...granted, context: await signer.signMessage({ message: grantMessage(request) }), project: forProject };
  }
  const activate = async (api: ApiServer, body: unknown) => call(api, 'POST', `v1/sessions/${owner.address}/activate`, body);
  const listedPcis = async (api: ApiServer) =>
    ((await call(api, 'GET', `v1/sessions/${owner.address}`)).body.pcis as { pci: string }[]).map((session) => session.pci);

  it('lists a grant the account signed, and revokes it only with the account signature over its id', async () => {
    const api = await start();
    const activated = await activate(api, await activation(grant));
    expect(activated).toMatchObject({ status: 200, body: { project, expiry: grant.expiry, policies: grant.policies } });
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
    expect(await activate(api, await activation(grant, { signer: stranger }))).toEqual(
      refusal(401, Refusals.signatureNotAddress(owner.address)),
    );
    const altered = await activation({ ...grant, expiry: grant.expiry + 1 });
    expect((await activate(api, { ...altered, expiry: grant.expiry })).status).toBe(401);
    expect(await listedPcis(api)).toEqual([]);
  });

  it('never activates a grant twice: replayed while active, after a revoke, or after a restart, it is refused', async () => {
    const dataFile = join(folder, 'sessions.sqlite');
    const first = await start(dataFile);
    const body = await activation(bound());
    const pci = String((await activate(first, body)).body.pci);
    expect(await activate(first, body)).toEqual(refusal(409, Refusals.grantReplayed));
    expect(await listedPcis(first)).toEqual([pci]);

    const signature = await owner.signMessage({ message: revokeMessage(pci) });
    expect((await call(first, 'POST', `v1/sessions/${owner.address}/revoke`, { pci, signature })).status).toBe(200);
    expect(await activate(first, body)).toEqual(refusal(409, Refusals.grantReplayed));
    expect(await listedPcis(first)).toEqual([]);
    await first.close();
    servers.length = 0;

    const second = await start(dataFile);
    expect(await activate(second, body)).toEqual(refusal(409, Refusals.grantReplayed));
    expect(await listedPcis(second)).toEqual([]);
    // A new grant of the same permissions, under a nonce of its own, is a grant like any other.
    expect((await activate(second, await activation(bound()))).status).toBe(200);
  });

  it('refuses a grant that expired, down to one that expired in 1970', async () => {
    const api = await start();
    const expired = await activation(bound({ expiry: 1 }));
    expect(await activate(api, expired)).toEqual(refusal(400, Refusals.expiredGrant(1)));
    const justNow = Math.floor(Date.now() / 1000) - 1;
    expect(await activate(api, await activation(bound({ expiry: justNow })))).toEqual(refusal(400, Refusals.expiredGrant(justNow)));
    expect(await listedPcis(api)).toEqual([]);
  });

  it('refuses a grant signed for another project, and one that names no project or nonce', async () => {
    const api = await start();
    const other = { id: 'other-project', name: 'Other app', url: 'https://other.example' };
    expect(await activate(api, await activation(grant, { forProject: other }))).toEqual(
      refusal(403, Refusals.grantForAnotherProject(project.id, other.id)),
    );
    const unbound = await activation({ ...grant, policies: [] });
    expect(await activate(api, unbound)).toEqual(refusal(400, Refusals.unboundGrant));
    const twice = await activation({
      ...grant,
      policies: [...grant.policies, grantBindingPolicy({ projectId: project.id, nonce: grantNonce() })],
    });
    expect(await activate(api, twice)).toEqual(refusal(400, Refusals.unboundGrant));
    const weakNonce = await activation(bound({ nonce: '1' }));
    expect(await activate(api, weakNonce)).toEqual(refusal(400, Refusals.unboundGrant));
    expect(await listedPcis(api)).toEqual([]);
  });

  it("lists sessions without the account's signature, and activation does not echo it", async () => {
    const api = await start();
    const body = await activation(bound());
    const activated = await activate(api, body);
    expect(activated.status).toBe(200);
    expect(activated.body).not.toHaveProperty('context');
    // The first test account holds the fixture sessions.
    for (const address of [owner.address, TEST_ACCOUNTS[0]]) {
      const listed = (await call(api, 'GET', `v1/sessions/${address}`)).body.pcis as Record<string, unknown>[];
      expect(listed.length).toBeGreaterThan(0);
      for (const session of listed) expect(session).not.toHaveProperty('context');
    }
    expect(JSON.stringify((await call(api, 'GET', `v1/sessions/${owner.address}`)).body)).not.toContain(body.context.slice(2));
  });
});
