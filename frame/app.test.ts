import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, it, jest } from '@jest/globals';
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import bs58 from 'bs58';
import { createPublicClient, formatEther, type Hex, http, parseEther, verifyMessage, verifyTypedData } from 'viem';
import { createFrameParent } from '../src/adapters/embeddedWallet/frameMessenger';
import { expectConsoleError } from '../src/test/consoleGuard';
import { asWindow, type FakeWindow, fakeWindowPair } from '../src/test/frameWindows';
import { type AnvilNode, startAnvil } from '../tools/anvil.ts';
import { startFrame } from './app';
import { APPROVE_DELAY_MS } from './approval';
import type { RecordStorage } from './storage';
import { fakeBackend } from './test/fakeBackend';
import { memoryStorage } from './test/memoryStorage';

const PAGE = 'https://app.example';
const FRAME = 'https://wallet.example';
const CHAIN = 'eip155:31337';
const EMAIL = 'ada@example.com';

let anvil: AnvilNode;
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 });
}, 30_000);
afterAll(() => anvil.stop());
afterEach(() => {
  jest.useRealTimers();
});

/** The frame's page in a fake window on its own origin, in the page `PAGE`; resolves with the app's messenger once ready. */
async function openFrame({
  backend = fakeBackend({ networks: [{ caipNetworkId: CHAIN, rpcUrl: anvil.url, name: 'Anvil' }] }),
  storage = memoryStorage() as RecordStorage,
  ancestorOrigins = [PAGE],
} = {}) {
  const { page, frame, iframe } = fakeWindowPair(PAGE, FRAME);
  const href = `${FRAME}/?projectId=p1&chainId=${CHAIN}`;
  Object.assign(frame, { document, location: { href, search: new URL(href).search, ancestorOrigins } });
  const parent = createFrameParent({ frameUrl: href, hostWindow: asWindow(page) });
  parent.attach(iframe);
  const serving = await startFrame({ window: asWindow(frame), storage, fetch: backend.fetch, parentWindow: asWindow(page) });
  return { parent, page, backend, storage, serving };
}

async function logIn(parent: Awaited<ReturnType<typeof openFrame>>['parent'], backend: ReturnType<typeof fakeBackend>) {
  expect(await parent.request('CONNECT_EMAIL', { email: EMAIL })).toEqual({ action: 'VERIFY_OTP' });
  await parent.request('CONNECT_OTP', { otp: backend.mailbox.at(-1)?.code ?? '' });
  return parent.request('GET_USER', {});
}

/**
 * From here on the test's clock is jest's: the approval panel's wait is counted in it. Call it once the frame is ready
 * and logged in (the messenger's own ready delay runs on the real clock), before the request to approve.
 */
function fakeClock() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

/** Clicks Approve in the frame as a user who read the request: once it has been shown for the panel's wait. */
async function approveShown(user: ReturnType<typeof fakeClock>) {
  const approve = await screen.findByRole('button', { name: 'Approve' });
  await jest.advanceTimersByTimeAsync(APPROVE_DELAY_MS);
  await user.click(approve);
}

/** The page's own clock, which the frame's calls to anvil run on whatever jest's clock says. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Waits for the panel to show `text` while jest's clock is fake and the frame is still asking the node (testing-library's
 * waits turn the fake clock instead, which the node's answers do not follow).
 */
async function panelShows(text: string): Promise<HTMLElement> {
  for (;;) {
    const found = screen.queryByText(text);
    if (found) return found;
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}

/** The facts the approval panel shows, label to value. */
function shownFacts(): Record<string, string> {
  const labels = screen.getAllByRole('term');
  return Object.fromEntries(labels.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}

const readyMessages = (page: FakeWindow) => page.posted.filter(({ data }) => (data as { type: string }).type === 'frame/READY');

describe('the embedded-wallet frame', () => {
  it('says it is ready to a parent page its project allows, at that origin only', async () => {
    const { page, parent, serving } = await openFrame();
    await parent.ready;
    expect(serving).toBe(true);
    expect(readyMessages(page)).toEqual([{ data: { type: 'frame/READY' }, targetOrigin: PAGE }]);
  });

  it('never says it is ready to a page its project does not allow, and logs why', async () => {
    expectConsoleError(/https:\/\/app\.example is not an allowed origin of project p1/);
    const { page, serving } = await openFrame({ backend: fakeBackend({ allowedOrigins: ['https://*.other.example'] }) });
    expect(serving).toBe(false);
    expect(page.posted).toEqual([]);
  });

  it('logs in with the mailed code, makes the keys once, and is still logged in after a reload', async () => {
    const { parent, backend, storage } = await openFrame();
    const user = await logIn(parent, backend);
    expect(user).toEqual({
      email: EMAIL,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: CHAIN,
      accounts: [{ address: user.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
    });
    const solanaUser = await parent.request('GET_USER', { chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' });
    expect(bs58.decode(solanaUser.address)).toHaveLength(32);
    expect(backend.users.get(EMAIL)?.addresses).toEqual({ eip155: user.address, solana: solanaUser.address });

    const reloaded = await openFrame({ backend, storage });
    expect(await reloaded.parent.request('IS_CONNECTED', {})).toEqual({ isConnected: true });
    expect((await reloaded.parent.request('GET_USER', {})).address).toBe(user.address);
    await reloaded.parent.request('SIGN_OUT', {});
    expect(await reloaded.parent.request('IS_CONNECTED', {})).toEqual({ isConnected: false });
    expect(backend.sessions.size).toBe(0);
  });

  it('ends a session at its expiry, whatever the backend still says', async () => {
    const { parent, backend, storage } = await openFrame();
    await logIn(parent, backend);
    const later = Date.now() + 86_400_001;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      await expect(parent.request('RPC_REQUEST', { chainId: CHAIN, method: 'eth_accounts' })).rejects.toThrow(
        'No one is signed in to the embedded wallet.',
      );
      expect(await parent.request('IS_CONNECTED', {})).toEqual({ isConnected: false });
      const reloaded = await openFrame({ backend, storage });
      expect(await reloaded.parent.request('IS_CONNECTED', {})).toEqual({ isConnected: false });
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('refuses a wrong code with the backend’s words', async () => {
    const { parent } = await openFrame();
    await parent.request('CONNECT_EMAIL', { email: EMAIL });
    await expect(parent.request('CONNECT_OTP', { otp: '000000' })).rejects.toThrow('Invalid code');
    expect(await parent.request('IS_CONNECTED', {})).toEqual({ isConnected: false });
  });

  it('refuses a login on a device that does not hold the wallet’s keys', async () => {
    const first = await openFrame();
    await logIn(first.parent, first.backend);
    const { parent } = await openFrame({ backend: first.backend });
    expect(await parent.request('CONNECT_EMAIL', { email: EMAIL })).toEqual({ action: 'VERIFY_DEVICE' });
    await parent.request('CONNECT_DEVICE', {});
    await expect(parent.request('CONNECT_OTP', { otp: first.backend.mailbox.at(-1)?.code ?? '' })).rejects.toThrow(
      "This wallet's keys were made on another device",
    );
    expect(await parent.request('IS_CONNECTED', {})).toEqual({ isConnected: false });
  });

  it('ends a device wait with the long poll, so the app asks again', async () => {
    const backend = fakeBackend({ networks: [{ caipNetworkId: CHAIN, rpcUrl: anvil.url }], devicePollsEnding: 1 });
    const first = await openFrame({ backend });
    await logIn(first.parent, backend);
    const { parent } = await openFrame({ backend });
    await parent.request('CONNECT_EMAIL', { email: EMAIL });
    await expect(parent.request('CONNECT_DEVICE', {})).rejects.toThrow('The device is not verified yet');
    expect(await parent.request('CONNECT_DEVICE', {})).toEqual({});
  });

  it("shows the page in the modal's theme", async () => {
    const { parent } = await openFrame();
    await parent.request('SYNC_THEME', { themeMode: 'dark', themeVariables: { accent: '#ff5500' } });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.getPropertyValue('--accent')).toBe('#ff5500');
    await parent.request('SYNC_THEME', { themeMode: 'light' });
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.getPropertyValue('--accent')).toBe('');
  });

  it('refuses RPC methods outside the policy, and smart accounts', async () => {
    const { parent, backend } = await openFrame();
    await logIn(parent, backend);
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_addEthereumChain']) {
      await expect(parent.request('RPC_REQUEST', { chainId: CHAIN, method, params: [] })).rejects.toThrow(
        'Requested RPC call is not allowed',
      );
    }
    await expect(parent.request('RPC_REQUEST', { chainId: CHAIN, method: 'wallet_sendCalls', params: [] })).rejects.toMatchObject({
      message: 'The embedded wallet does not support wallet_sendCalls.',
      code: 4200,
    });
    await expect(parent.request('INIT_SMART_ACCOUNT', {})).rejects.toThrow('Smart accounts are not enabled for this project');
    expect(await parent.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).toEqual({ smartAccountEnabledNetworks: [] });
  });

  it('answers reads with its account and from the network’s node', async () => {
    const { parent, backend } = await openFrame();
    const { address } = await logIn(parent, backend);
    expect(await parent.request('RPC_REQUEST', { chainId: CHAIN, method: 'eth_accounts' })).toEqual({ result: [address] });
    expect(await parent.request('RPC_REQUEST', { chainId: CHAIN, method: 'eth_chainId' })).toEqual({ result: '0x7a69' });
    expect(await parent.request('RPC_REQUEST', { chainId: CHAIN, method: 'eth_getBalance', params: [address, 'latest'] })).toEqual({
      result: '0x0',
    });
  });

  it('signs a message only once the user approves in the frame', async () => {
    const { parent, backend } = await openFrame();
    const { address } = await logIn(parent, backend);
    const user = fakeClock();
    let settled = false;
    const signing = parent.request('RPC_REQUEST', { chainId: CHAIN, method: 'personal_sign', params: ['0x68656c6c6f', address] });
    void signing.finally(() => {
      settled = true;
    });
    expect(await screen.findByText('hello')).toBeVisible();
    expect(screen.getByText(PAGE)).toBeVisible();
    expect(settled).toBe(false);
    await approveShown(user);
    const { result } = await signing;
    expect(await verifyMessage({ address: address as Hex, message: 'hello', signature: result as Hex })).toBe(true);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('refuses the request when the user rejects it', async () => {
    const { parent, backend } = await openFrame();
    const { address } = await logIn(parent, backend);
    const signing = parent.request('RPC_REQUEST', { chainId: CHAIN, method: 'personal_sign', params: ['0x68656c6c6f', address] });
    const refused = expect(signing).rejects.toMatchObject({ message: 'User rejected the request.', code: 4001 });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await refused;
  });

  it('refuses the requests the app gave up on, so a later approval shows only its own request', async () => {
    const { parent, backend } = await openFrame();
    const { address } = await logIn(parent, backend);
    const user = fakeClock();
    const sign = (hex: string) => parent.request('RPC_REQUEST', { chainId: CHAIN, method: 'personal_sign', params: [hex, address] });
    const shown = sign('0x68656c6c6f');
    const queued = sign('0x717565756564');
    const refusals = Promise.all([shown, queued].map((request) => expect(request).rejects.toMatchObject({ code: 4001 })));
    await screen.findByText('hello');
    await parent.request('REJECT_APPROVALS', {});
    await refusals;
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();

    const later = sign('0x627965');
    expect(await screen.findByText('bye')).toBeVisible();
    expect(screen.queryByText('hello')).toBeNull();
    expect(screen.queryByText('queued')).toBeNull();
    await approveShown(user);
    const { result } = await later;
    expect(await verifyMessage({ address: address as Hex, message: 'bye', signature: result as Hex })).toBe(true);
  });

  it('signs typed data the user approved', async () => {
    const { parent, backend } = await openFrame();
    const { address } = await logIn(parent, backend);
    const typedData = {
      domain: { name: 'Demo', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello, Bob' },
    } as const;
    const user = fakeClock();
    const signing = parent.request('RPC_REQUEST', {
      chainId: CHAIN,
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    });
    await approveShown(user);
    const { result } = await signing;
    expect(await verifyTypedData({ address: address as Hex, ...typedData, signature: result as Hex })).toBe(true);
  });

  it('sends a transaction the user approved, filling nonce, gas and fees from the network', async () => {
    const { parent, backend } = await openFrame();
    const { address } = await logIn(parent, backend);
    const chain = createPublicClient({ transport: http(anvil.url) });
    const receiver = '0x000000000000000000000000000000000000bEEF';
    await chain.request({ method: 'anvil_setBalance', params: [address as Hex, '0xde0b6b3a7640000'] } as never);
    const before = await chain.getBalance({ address: receiver });
    const user = fakeClock();
    const sending = parent.request('RPC_REQUEST', {
      chainId: CHAIN,
      method: 'eth_sendTransaction',
      params: [{ from: address, to: receiver, value: `0x${parseEther('0.1').toString(16)}` }],
    });
    expect(await panelShows('0.1 ETH')).toBeVisible();
    expect(screen.getByText(receiver)).toBeVisible();
    const facts = shownFacts();
    await approveShown(user);
    const { result: hash } = await sending;
    jest.useRealTimers();
    const receipt = await chain.waitForTransactionReceipt({ hash: hash as Hex });
    expect(receipt.status).toBe('success');
    expect((await chain.getBalance({ address: receiver })) - before).toBe(parseEther('0.1'));
    // The fees shown are the ones signed: the most the network may take, and the gas they are counted on.
    const sent = await chain.getTransaction({ hash: hash as Hex });
    expect(facts).toMatchObject({
      'Network fee at most': `${formatEther(sent.gas * (sent.maxFeePerGas ?? 0n))} ETH`,
      'Gas limit': sent.gas.toString(),
    });
    expect(sent.maxFeePerGas).toBeGreaterThan(0n);
  });

  it('shows the typed data’s whole domain: name, version, chain and verifying contract', async () => {
    const { parent, backend } = await openFrame();
    const { address } = await logIn(parent, backend);
    const contract = '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC';
    const signing = parent.request('RPC_REQUEST', {
      chainId: CHAIN,
      method: 'eth_signTypedData_v4',
      params: [
        address,
        JSON.stringify({
          domain: { name: 'Demo', version: '2', chainId: '0x7a69', verifyingContract: contract },
          types: { Mail: [{ name: 'contents', type: 'string' }] },
          primaryType: 'Mail',
          message: { contents: 'Hello, Bob' },
        }),
      ],
    });
    const refused = expect(signing).rejects.toMatchObject({ code: 4001 });
    await screen.findByRole('heading', { name: 'Sign typed data' });
    expect(shownFacts()).toMatchObject({
      'Domain name': 'Demo',
      'Domain version': '2',
      'Chain ID': '31337',
      'Verifying contract': contract,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await refused;
  });

  it('flags typed data that names no chain, and refuses typed data for another chain without asking', async () => {
    const { parent, backend } = await openFrame();
    const { address } = await logIn(parent, backend);
    const typedData = (domain: Record<string, unknown>) => ({
      domain,
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello, Bob' },
    });
    const sign = (domain: Record<string, unknown>) =>
      parent.request('RPC_REQUEST', { chainId: CHAIN, method: 'eth_signTypedData_v4', params: [address, typedData(domain)] });

    for (const chainId of [1, '1', '0x1']) {
      await expect(sign({ name: 'Demo', chainId })).rejects.toThrow('The typed data is for chain 1, not for Anvil');
    }
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();

    const anyChain = sign({ name: 'Demo' });
    const refused = expect(anyChain).rejects.toMatchObject({ code: 4001 });
    const chainFact = (await screen.findAllByRole('term')).find((term) => term.textContent === 'Chain ID');
    expect(chainFact?.nextElementSibling).toHaveTextContent('Not named: the signature holds on every chain');
    expect(chainFact?.nextElementSibling).toHaveClass('warning');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await refused;
  });

  it('never serves a page framed by a page its project does not allow, whatever the nearest page is', async () => {
    expectConsoleError(/https:\/\/evil\.example is not an allowed origin of project p1/);
    const { page, serving } = await openFrame({ ancestorOrigins: [PAGE, 'https://evil.example'] });
    expect(serving).toBe(false);
    expect(page.posted).toEqual([]);
  });

  it('keeps the modal’s theme off the approval buttons, in both modes', async () => {
    const sheet = document.createElement('style');
    sheet.textContent = readFileSync(new URL('./frame.css', import.meta.url), 'utf8');
    document.head.append(sheet);
    try {
      const { parent, backend } = await openFrame();
      const { address } = await logIn(parent, backend);
      const user = fakeClock();
      const buttonLooks = () =>
        ['Approve', 'Reject'].map((name) => {
          const style = getComputedStyle(screen.getByRole('button', { name }));
          return [style.backgroundColor, style.color, style.borderColor, style.fontFamily];
        });
      const looks: Record<string, string[][][]> = {};
      for (const themeMode of ['light', 'dark'] as const) {
        for (const themeVariables of [{}, { accent: '#ff5500', fontFamily: 'Papyrus' }] as Record<string, string>[]) {
          await parent.request('SYNC_THEME', { themeMode, themeVariables });
          const signing = parent.request('RPC_REQUEST', { chainId: CHAIN, method: 'personal_sign', params: ['0x68656c6c6f', address] });
          const refused = expect(signing).rejects.toMatchObject({ code: 4001 });
          await screen.findByText('hello');
          const waiting = buttonLooks();
          await jest.advanceTimersByTimeAsync(APPROVE_DELAY_MS);
          const seen = [waiting, buttonLooks()];
          expect(seen.flat(2).join(' ')).not.toMatch(/var\(|ff5500|255, 85, 0|Papyrus/);
          looks[themeMode] ??= seen;
          expect(seen).toEqual(looks[themeMode]);
          await user.click(screen.getByRole('button', { name: 'Reject' }));
          await refused;
        }
      }
      // Approve's background, while it waits and once it takes a click.
      expect(looks.light?.map((state) => state[0]?.[0])).toEqual(['rgb(143, 181, 220)', 'rgb(10, 102, 194)']);
      expect(looks.dark?.map((state) => state[0]?.[0])).toEqual(['rgb(43, 90, 140)', 'rgb(77, 163, 255)']);
    } finally {
      sheet.remove();
      document.documentElement.removeAttribute('style');
      delete document.documentElement.dataset.theme;
    }
  });
});
