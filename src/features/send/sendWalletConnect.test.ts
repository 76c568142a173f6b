/** @jest-environment node */
import { HttpResponse, http } from 'msw';
import { createPublicClient, type Hex, parseUnits, http as viemHttp } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { LOCAL_TOKENS } from '../../../mocks/fixtures/localChains.ts';
import { server } from '../../../mocks/node.ts';
import { demoTokenAbi } from '../../../tools/contracts/testTokens.ts';
import { runLocalChains } from '../../test/chains';
import { serveMockApi } from '../../test/mockApi';
import { waitForState } from '../../test/store';
import { createDappAndPhone, pairWithPhone, runLoopbackRelay } from '../../test/walletConnect';
import { selectSendToken } from './sendSelectors';
import { amountChanged, receiverChanged, selectSendState, sendRequested, tokenSelected } from './sendSlice';

const chains = runLocalChains();
const relay = runLoopbackRelay();
serveMockApi();

const [DEMO] = LOCAL_TOKENS as [(typeof LOCAL_TOKENS)[number]];

it('sends DEMO through a WalletConnect session: the phone wallet signs, the chain moves exactly the amount', async () => {
  // The provider API serves balances on the local chain, so the account's balances load without retrying; its
  // portfolio lists the DEMO the account holds.
  server.use(
    http.get('*/v1/supported-chains', () => HttpResponse.json({ http: [chains.a.caipNetworkId], ws: [] })),
    http.get('*/v1/account/:address/balance', () =>
      HttpResponse.json({
        balances: [
          {
            name: DEMO.name,
            symbol: DEMO.symbol,
            chainId: chains.a.caipNetworkId,
            address: `${chains.a.caipNetworkId}:${DEMO.address}`,
            price: DEMO.price,
            quantity: { decimals: String(DEMO.decimals), numeric: DEMO.minted },
            iconUrl: '',
          },
        ],
      }),
    ),
  );
  const session = await createDappAndPhone({ relayUrl: relay.url, network: chains.a });
  const { scoped, dev, phone } = session;
  await pairWithPhone(session);

  const client = createPublicClient({ transport: viemHttp(chains.a.rpcUrls.default.http[0]) });
  const receiver = privateKeyToAccount(generatePrivateKey()).address;
  scoped.dispatch(tokenSelected({ address: `${chains.a.caipNetworkId}:${DEMO.address}`, symbol: DEMO.symbol }));
  // The form sends what the account holds, as its Tokens list answers.
  await waitForState(scoped, (current) => selectSendToken(current) !== undefined, 15_000);
  scoped.dispatch(amountChanged('4'));
  scoped.dispatch(receiverChanged(receiver));
  scoped.dispatch(sendRequested());

  // Success resets the form (a failure would keep the amount).
  await waitForState(scoped, (current) => !selectSendState(current).loading, 15_000);
  expect(selectSendState(scoped.getState()).sendTokenAmount).toBeUndefined();
  const received = await client.readContract({
    address: DEMO.address,
    abi: demoTokenAbi,
    functionName: 'balanceOf',
    args: [receiver as Hex],
  });
  expect(received).toBe(parseUnits('4', DEMO.decimals));
  expect(dev.prompts.filter((prompt) => prompt.method === 'eth_sendTransaction')).toHaveLength(1);
  await phone.disconnectAll();
}, 30_000);
