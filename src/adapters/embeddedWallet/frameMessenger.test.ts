import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { asWindow, FakeWindow, fakeWindowPair } from '../../test/frameWindows';
import { createFrameChild, createFrameParent, type FrameHandlers } from './frameMessenger';
import { EVENTS, type FrameEvent, type FrameRequestInput, type FrameResult } from './protocol';

const PAGE = 'https://app.example';
const FRAME = 'https://wallet.example';
const FRAME_URL = `${FRAME}/index.html?projectId=p1&chainId=eip155:1`;
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** A request and the frame's answer for every event: the type makes the table list them all. */
const SAMPLES: { [E in FrameEvent]: { request: FrameRequestInput<E>; result: FrameResult<E> } } = {
  SWITCH_NETWORK: { request: { chainId: 'eip155:10' }, result: { chainId: 'eip155:10' } },
  CONNECT_EMAIL: { request: { email: 'ada@example.com' }, result: { action: 'VERIFY_OTP' } },
  CONNECT_DEVICE: { request: {}, result: {} },
  CONNECT_OTP: { request: { otp: '123456' }, result: {} },
  GET_USER: {
    request: { chainId: 'eip155:1' },
    result: {
      email: 'ada@example.com',
      address: '0x0000000000000000000000000000000000000001',
      chainId: 'eip155:1',
      accounts: [{ address: '0x0000000000000000000000000000000000000001', type: 'eoa' }],
    },
  },
  SIGN_OUT: { request: {}, result: {} },
  IS_CONNECTED: { request: {}, result: { isConnected: true } },
  GET_CHAIN_ID: { request: {}, result: { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { request: {}, result: { smartAccountEnabledNetworks: [] } },
  INIT_SMART_ACCOUNT: { request: {}, result: {} },
  SET_PREFERRED_ACCOUNT: { request: { type: 'eoa' }, result: { type: 'eoa' } },
  RPC_REQUEST: { request: { chainId: 'eip155:1', method: 'eth_blockNumber', params: [] }, result: { result: '0x10' } },
  UPDATE_EMAIL: { request: { email: 'new@example.com' }, result: { action: 'VERIFY_PRIMARY_OTP' } },
  UPDATE_EMAIL_PRIMARY_OTP: { request: { otp: '111111' }, result: { action: 'VERIFY_SECONDARY_OTP' } },
  UPDATE_EMAIL_SECONDARY_OTP: { request: { otp: '222222' }, result: { email: 'new@example.com' } },
  SYNC_THEME: { request: { themeMode: 'dark', themeVariables: { '--w3m-accent': '#ff0000' } }, result: {} },
  SYNC_DAPP_DATA: {
    request: { projectId: 'p1', sdkVersion: '1.0.0', metadata: { name: 'Demo', description: 'A demo', url: PAGE, icons: [] } },
    result: {},
  },
  RELOAD: { request: {}, result: {} },
  REJECT_APPROVALS: { request: {}, result: {} },
};

// Handler overrides, made here: Biome takes a capitalised function defined inside another for a React component.
const unanswered = () => new Promise<never>(() => {});
const failing = (message: string, code?: number) => () => {
  throw Object.assign(new Error(message), code === undefined ? {} : { code });
};
const answering = (answer: unknown) => () => answer as never;

/** Handlers answering each event with its sample and noting what they received. */
function sampleHandlers(received: { event: FrameEvent; payload: unknown }[]): FrameHandlers {
  return Object.fromEntries(
    (Object.keys(EVENTS) as FrameEvent[]).map((event) => [
      event,
      (payload: unknown) => {
        received.push({ event, payload });
        return SAMPLES[event].result;
      },
    ]),
  ) as FrameHandlers;
}

function setUp(handlers?: Partial<FrameHandlers>) {
  const { page, frame, iframe } = fakeWindowPair(PAGE, FRAME);
  const received: { event: FrameEvent; payload: unknown }[] = [];
  const parent = createFrameParent({ frameUrl: FRAME_URL, hostWindow: asWindow(page) });
  const child = createFrameChild({
    parentOrigin: PAGE,
    parentWindow: asWindow(page),
    frameWindow: asWindow(frame),
    handlers: { ...sampleHandlers(received), ...handlers },
  });
  const aborts: string[] = [];
  parent.onAbort((reason) => aborts.push(reason));
  return { page, frame, iframe, parent, child, received, aborts };
}

/** Attaches the iframe, has the frame announce itself and waits out the delay after that. */
async function readyPair(handlers?: Partial<FrameHandlers>) {
  const pair = setUp(handlers);
  pair.parent.attach(pair.iframe);
  pair.child.announceReady();
  await jest.advanceTimersByTimeAsync(500);
  return pair;
}

/** Settles `promise` into an outcome a test can compare. */
function outcome<T>(promise: Promise<T>) {
  const state: { value?: T; error?: string; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { value, settled: true }),
    (error: Error) => Object.assign(state, { error: error.message, settled: true }),
  );
  return state;
}

describe('the frame messenger', () => {
  it.each(Object.keys(EVENTS) as FrameEvent[])('round-trips %s between the app and the frame', async (event) => {
    const { parent, received } = await readyPair();
    const reply = outcome(parent.request(event, SAMPLES[event].request as never));
    await settle();
    expect(received).toEqual([{ event, payload: SAMPLES[event].request }]);
    expect(reply).toEqual({ value: SAMPLES[event].result, settled: true });
  });

  it('posts to the exact origin of the other end, never to any origin', async () => {
    const { parent, page, frame } = await readyPair();
    await parent.request('IS_CONNECTED', {});
    expect(frame.posted.map(({ targetOrigin }) => targetOrigin)).toEqual([FRAME]);
    expect(page.posted.map(({ targetOrigin }) => targetOrigin)).toEqual([PAGE, PAGE]);
  });

  it('sends requests only once the frame said it is ready and half a second passed', async () => {
    const { parent, child, iframe, received } = setUp();
    const reply = outcome(parent.request('GET_CHAIN_ID', {}));
    parent.attach(iframe);
    await jest.advanceTimersByTimeAsync(5_000);
    child.announceReady();
    await jest.advanceTimersByTimeAsync(499);
    expect(received).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(received).toHaveLength(1);
    expect(reply.value).toEqual(SAMPLES.GET_CHAIN_ID.result);
  });

  it('aborts what is pending when the frame is not ready 20 seconds after a request', async () => {
    const { parent, iframe, aborts } = setUp();
    parent.attach(iframe);
    const user = outcome(parent.request('GET_USER', {}));
    await jest.advanceTimersByTimeAsync(10_000);
    const rpc = outcome(parent.request('RPC_REQUEST', { chainId: 'eip155:1', method: 'eth_blockNumber' }));
    await jest.advanceTimersByTimeAsync(9_999);
    expect(user.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(aborts).toEqual(['iframe_load_failed']);
    expect(user.error).toBe('Something went wrong');
    expect(rpc.error).toBe('Request was aborted');
  });

  it('lets theme, dapp data and preferred account wait for the frame with no load timeout', async () => {
    const { parent, child, iframe, aborts } = setUp();
    parent.attach(iframe);
    const theme = outcome(parent.request('SYNC_THEME', { themeMode: 'light' }));
    await jest.advanceTimersByTimeAsync(25_000);
    expect(aborts).toEqual([]);
    child.announceReady();
    await jest.advanceTimersByTimeAsync(500);
    expect(theme).toEqual({ value: {}, settled: true });
  });

  it('aborts what is pending when a login step goes unanswered for 30 seconds', async () => {
    const { parent, aborts } = await readyPair({
      CONNECT_OTP: unanswered,
      RPC_REQUEST: unanswered,
    });
    const rpc = outcome(parent.request('RPC_REQUEST', { chainId: 'eip155:1', method: 'eth_getBalance', params: [] }));
    const login = outcome(parent.request('CONNECT_OTP', { otp: '123456' }));
    await jest.advanceTimersByTimeAsync(29_999);
    expect(login.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(aborts).toEqual(['iframe_request_timeout']);
    expect(login.error).toBe('Something went wrong');
    expect(rpc.error).toBe('Request was aborted');
  });

  it("raises the frame's error message, or a default one when it gave none", async () => {
    const { parent } = await readyPair({
      CONNECT_OTP: failing('Invalid code'),
      SIGN_OUT: failing(''),
    });
    await expect(parent.request('CONNECT_OTP', { otp: '000000' })).rejects.toThrow('Invalid code');
    await expect(parent.request('SIGN_OUT', {})).rejects.toThrow('An error occurred');
  });

  it("carries the frame's EIP-1193 error code to the app", async () => {
    const { parent } = await readyPair({ RPC_REQUEST: failing('User rejected the request.', 4001) });
    await expect(parent.request('RPC_REQUEST', { chainId: 'eip155:1', method: 'personal_sign', params: ['0x00'] })).rejects.toMatchObject({
      message: 'User rejected the request.',
      code: 4001,
    });
  });

  it('answers with an error when a handler returns what the protocol does not allow', async () => {
    const { parent } = await readyPair({ GET_CHAIN_ID: answering({ chainId: 'not-a-chain' }) });
    await expect(parent.request('GET_CHAIN_ID', {})).rejects.toThrow('Expected a CAIP-2 network id');
  });

  it('refuses to send a payload the protocol does not allow', async () => {
    const { parent, received } = await readyPair();
    await expect(parent.request('CONNECT_EMAIL', { email: 'not an address' })).rejects.toThrow('Invalid email');
    expect(received).toEqual([]);
  });

  describe('the app ignores', () => {
    async function pendingUser() {
      const pair = await readyPair({ GET_USER: unanswered });
      const reply = outcome(pair.parent.request('GET_USER', {}));
      await settle();
      const request = pair.frame.posted[0]?.data as { id: string };
      return { ...pair, reply, id: request.id };
    }
    const user = SAMPLES.GET_USER.result;

    it('a reply from another origin', async () => {
      const { page, frame, reply, id } = await pendingUser();
      page.receive({ type: 'frame/GET_USER_SUCCESS', id, payload: user }, 'https://evil.example', frame);
      await settle();
      expect(reply.settled).toBe(false);
    });

    it('a reply from another window on the frame origin', async () => {
      const { page, reply, id } = await pendingUser();
      page.receive({ type: 'frame/GET_USER_SUCCESS', id, payload: user }, FRAME, new FakeWindow(FRAME));
      await settle();
      expect(reply.settled).toBe(false);
    });

    it('a reply to an unknown id, or to another event', async () => {
      const { page, frame, reply, id } = await pendingUser();
      page.receive({ type: 'frame/GET_USER_SUCCESS', id: crypto.randomUUID(), payload: user }, FRAME, frame);
      page.receive({ type: 'frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: true } }, FRAME, frame);
      await settle();
      expect(reply.settled).toBe(false);
    });

    it('a malformed reply, then takes the valid one', async () => {
      const { page, frame, reply, id } = await pendingUser();
      page.receive({ type: 'frame/GET_USER_SUCCESS', id, payload: { ...user, address: 42 } }, FRAME, frame);
      page.receive({ type: 'frame/GET_USER_SUCCESS', id }, FRAME, frame);
      page.receive('frame/GET_USER_SUCCESS', FRAME, frame);
      await settle();
      expect(reply.settled).toBe(false);
      page.receive({ type: 'frame/GET_USER_SUCCESS', id, payload: user }, FRAME, frame);
      await settle();
      expect(reply).toEqual({ value: user, settled: true });
    });

    it('a ready announcement from another window', async () => {
      const { parent, page, iframe, received } = setUp();
      parent.attach(iframe);
      void parent.request('IS_CONNECTED', {});
      page.receive({ type: 'frame/READY' }, FRAME, new FakeWindow(FRAME));
      await jest.advanceTimersByTimeAsync(1_000);
      expect(received).toEqual([]);
    });
  });

  describe('the frame ignores', () => {
    const request = { type: 'app/SIGN_OUT', id: crypto.randomUUID(), payload: {} };

    it('a request from another origin, another window, or a malformed one', async () => {
      const { frame, page, received } = setUp();
      frame.receive(request, 'https://evil.example', page);
      frame.receive(request, PAGE, new FakeWindow(PAGE));
      frame.receive({ ...request, type: 'app/STEAL_KEYS' }, PAGE, page);
      frame.receive({ ...request, type: 'app/SWITCH_NETWORK', payload: { chainId: 'nope' } }, PAGE, page);
      await settle();
      expect(received).toEqual([]);
      expect(page.posted).toEqual([]);
      frame.receive(request, PAGE, page);
      await settle();
      expect(received).toEqual([{ event: 'SIGN_OUT', payload: {} }]);
      expect(page.posted).toEqual([{ data: { type: 'frame/SIGN_OUT_SUCCESS', id: request.id, payload: {} }, targetOrigin: PAGE }]);
    });
  });

  it('says the iframe is not set when it is gone', async () => {
    const { parent, iframe } = await readyPair();
    Object.assign(iframe, { contentWindow: null });
    await expect(parent.request('IS_CONNECTED', {})).rejects.toThrow('W3mFrame: iframe is not set');
  });

  it('says the parent is not set when the frame is no page’s iframe', () => {
    expect(() => createFrameChild({ parentOrigin: PAGE, handlers: sampleHandlers([]) })).toThrow('W3mFrame: parent is not set');
  });

  it('waits for the frame to be ready again after it reloaded', async () => {
    const { parent, child, received } = await readyPair();
    await parent.request('RELOAD', {});
    const reply = outcome(parent.request('IS_CONNECTED', {}));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(received.map(({ event }) => event)).toEqual(['RELOAD']);
    child.announceReady();
    await jest.advanceTimersByTimeAsync(500);
    expect(reply.value).toEqual({ isConnected: true });
  });

  it('rejects what is pending when disposed', async () => {
    const { parent, iframe } = setUp();
    parent.attach(iframe);
    const reply = outcome(parent.request('GET_USER', {}));
    parent.dispose();
    await settle();
    expect(reply.error).toBe('Something went wrong');
  });
});
