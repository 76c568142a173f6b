import { HttpResponse, http } from 'msw';
import { mockApi, resetMockApi, server } from '../../mocks/node.ts';

type Frame = { protocol: string; data: { request?: Request; connection?: { client: { url: URL } } } };

function frameUrl(frame: Frame): URL | undefined {
  const url = frame.data.request?.url ?? frame.data.connection?.client.url;
  return url === undefined ? undefined : new URL(url);
}

/** Serves the mock API through msw for one test file; loopback traffic (anvil, the relay) passes through. */
export function serveMockApi() {
  beforeAll(() =>
    server.listen({
      onUnhandledFrame: ({ frame, defaults }) => {
        if (frameUrl(frame as Frame)?.hostname === '127.0.0.1') return;
        defaults.error();
      },
    }),
  );
  afterEach(resetMockApi);
  afterAll(() => server.close());
  return mockApi;
}

/** The query of every `GET /getWallets` that goes out in this test, in order; the mock API answers them as usual. */
export function recordWalletRequests(): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  server.use(http.get('*/getWallets', ({ request }) => void requests.push(new URL(request.url).searchParams)));
  return requests;
}

/** The portfolio answer for every account: 1.5 Ether on Sepolia, priced at 0 and with no icon of its own. */
export function serveSepoliaEther() {
  server.use(
    http.get('*/v1/account/:address/balance', () =>
      HttpResponse.json({
        balances: [
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: 'eip155:11155111',
            price: 0,
            quantity: { decimals: '18', numeric: '1.5' },
            iconUrl: '',
          },
        ],
      }),
    ),
  );
}
