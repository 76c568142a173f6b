import { resolveObjectURL } from 'node:buffer';
import { jest } from '@jest/globals';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore } from '../../test/store';
import { walletsApi } from './walletsApi';

const mockApi = serveMockApi();

describe('images from the wallet-list API', () => {
  afterEach(() => jest.useRealTimers());

  it.each(['wallet', 'asset', 'currency', 'token'] as const)(
    'serves %s images as object URLs, revoked 10 s after last use',
    async (kind) => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      const { scoped } = createHostStore();
      const request = scoped.dispatch(walletsApi.endpoints.getImage.initiate({ kind, id: 'abc-123' }));
      const { data } = await request;
      expect(data).toMatch(/^blob:/);
      const blob = resolveObjectURL(data as string);
      expect(blob?.type).toBe('image/svg+xml');
      expect(await blob?.text()).toContain('<svg');

      request.unsubscribe();
      await jest.advanceTimersByTimeAsync(9_000);
      expect(resolveObjectURL(data as string)).toBeDefined();
      await jest.advanceTimersByTimeAsync(2_000);
      expect(resolveObjectURL(data as string)).toBeUndefined();
      expect(scoped.getState().walletListApi?.queries).toEqual({});
    },
  );

  it('refuses an answer that is not an image', async () => {
    mockApi.state.scenario.malformed.walletImage = 'wrong-shape';
    const { error } = await createHostStore().scoped.dispatch(walletsApi.endpoints.getImage.initiate({ kind: 'wallet', id: 'x' }));
    expect(error).toEqual({ status: 'SCHEMA_ERROR', message: 'Malformed response from getImage: Expected an image' });
  });
});

describe('the wallet catalogue', () => {
  it('drops malformed or hostile entries and keeps the good ones', async () => {
    const { server } = await import('../../../mocks/node.ts');
    const { http, HttpResponse } = await import('msw');
    const good = {
      id: 'good',
      name: 'Good Wallet',
      rdns: null,
      image_id: 'img',
      chains: ['eip155:1', 'not a chain'],
      mobile_link: 'good://',
    };
    server.use(
      http.get('*/getWallets', () =>
        HttpResponse.json({
          count: 4,
          data: [good, { id: '<script>', name: 'Bad id' }, { id: 'noname' }, { id: 'long', name: 'x'.repeat(500) }, 'not an object'],
        }),
      ),
    );
    const { data } = await createHostStore().scoped.dispatch(walletsApi.endpoints.getWallets.initiate({ page: 1 }));
    expect(data).toEqual({ count: 4, data: [{ ...good, chains: ['eip155:1'] }] });
  });

  it('keeps no more wallets in a page than were asked for', async () => {
    const { server } = await import('../../../mocks/node.ts');
    const { http, HttpResponse } = await import('msw');
    const wallets = Array.from({ length: 300 }, (_, index) => ({ id: `w${index}`, name: `Wallet ${index}` }));
    server.use(http.get('*/getWallets', () => HttpResponse.json({ count: 300, data: wallets })));
    const { data } = await createHostStore().scoped.dispatch(walletsApi.endpoints.getWallets.initiate({ page: 1, entries: 4 }));
    expect(data?.data.map((wallet) => wallet.id)).toEqual(['w0', 'w1', 'w2', 'w3']);
  });

  it('filters by search, chains, include, exclude and badge, 40 a page by default', async () => {
    const { scoped } = createHostStore();
    const page = async (args: Parameters<typeof walletsApi.endpoints.getWallets.initiate>[0]) =>
      (await scoped.dispatch(walletsApi.endpoints.getWallets.initiate(args))).data;
    expect((await page({ page: 1 }))?.data).toHaveLength(40);
    expect((await page({ page: 1, search: 'metamask' }))?.data.map((wallet) => wallet.name)).toEqual(['MetaMask']);
    const solana = await page({ page: 1, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] });
    expect(solana?.data.every((wallet) => wallet.chains?.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toBe(true);
    const metamask = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96';
    expect((await page({ page: 1, include: [metamask] }))?.count).toBe(1);
    expect((await page({ page: 1, exclude: [metamask] }))?.data[0]?.name).toBe('Trust Wallet');
    const certified = await page({ page: 1, badge: 'certified' });
    expect(certified?.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true);
  });
});
