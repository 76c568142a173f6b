/**
 * The store under the mounted widget (jsdom, React and Redux Toolkit in their production builds — bench/run.ts sets
 * NODE_ENV=production, so the widget is rendered as a host renders it, without `act`): which components a balance
 * update re-renders, and what one dispatch costs through the whole middleware chain and every subscribed selector.
 * Writes its figures to STORE_BENCH_OUT for bench/run.ts.
 */
import { writeFileSync } from 'node:fs';
import { waitFor } from '@testing-library/dom';
import { createRoot } from 'react-dom/client';
import { nativeBalanceApi } from '../src/features/account/nativeBalanceApi';
import { selectActivity } from '../src/features/history/historyAnswers';
import { ConnectButton } from '../src/shell/ConnectButton/ConnectButton';
import { WalletModalRoot } from '../src/shell/WalletModalRoot/WalletModalRoot';
import { tabSelected } from '../src/store/slices/accountSlice';
import { closeModal, openModal } from '../src/store/slices/modalSlice';
import { seedNativeBalance } from '../src/test/accountAnswers';
import { connectTestAccount, TEST_ADDRESS } from '../src/test/connect';
import { chainWithBalance } from '../src/test/fakeAdapter';
import { serveMockApi } from '../src/test/mockApi';
import { countRenders } from '../src/test/renderCounter';
import { createHostStore, testConfig } from '../src/test/store';
import type { StoreFigures } from './report';

const DISPATCHES = 2_000;

serveMockApi();

const balanceText = () => document.querySelector('[aria-label="Balance"]')?.textContent ?? '';
const networkLogo = () =>
  [...document.querySelectorAll('button')].find((button) => /Network/.test(button.textContent ?? ''))?.querySelector('img');

it('measures re-renders and dispatch cost with the account view open', async () => {
  const { scoped, store } = createHostStore(testConfig, { adapters: [chainWithBalance('1.5')] });
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(
    <>
      <header>
        <ConnectButton store={store} />
      </header>
      <WalletModalRoot store={store} />
    </>,
  );
  connectTestAccount(scoped);
  scoped.dispatch(openModal());
  await waitFor(() => {
    expect(balanceText()).toContain('1.5');
    expect(document.querySelector('ul[aria-label="Tokens"]')).not.toBeNull();
    expect(networkLogo()).toBeTruthy();
  });

  const balanceUpdateRenders = await countRenders(async () => {
    seedNativeBalance(scoped, `eip155:1:${TEST_ADDRESS}`, '2.75');
    await waitFor(() => {
      expect(balanceText()).toContain('2.75');
      expect(document.querySelector('header')).toHaveTextContent('2.75');
    });
  });

  const actions: Record<string, (index: number) => { type: string }> = {
    'a native balance answered': (index) =>
      nativeBalanceApi.util.upsertQueryEntries([
        {
          endpointName: 'getNativeBalance',
          arg: { caipAddress: `eip155:1:${TEST_ADDRESS}` },
          value: { balance: String(index), symbol: 'ETH' },
        },
      ]),
    'account/tabSelected': (index) => tabSelected({ namespace: 'eip155', tab: index % 2 }),
    'modal/closeModal + openModal': (index) => (index % 2 ? openModal() : closeModal()),
    'a host action the modal ignores': () => ({ type: 'host/somethingHappened' }),
  };
  const dispatchMicroseconds: Record<string, number> = {};
  for (const [name, action] of Object.entries(actions)) {
    const started = performance.now();
    for (let index = 0; index < DISPATCHES; index += 1) store.dispatch(action(index));
    dispatchMicroseconds[name] = ((performance.now() - started) * 1000) / DISPATCHES;
  }

  // The last dispatches left the NFTs tab open, which may have asked for history as it mounted: whatever it asked
  // lands (nothing asked counts as landed), and the widget is taken down, while the test still runs.
  store.dispatch(tabSelected({ namespace: 'eip155', tab: 0 }));
  await waitFor(() => expect(document.querySelector('ul[aria-label="Tokens"]')).not.toBeNull());
  await waitFor(() => expect(selectActivity(scoped.getState()).loading).toBe(false));
  root.unmount();

  const figures: StoreFigures = { balanceUpdateRenders, dispatchMicroseconds };
  if (process.env.STORE_BENCH_OUT) writeFileSync(process.env.STORE_BENCH_OUT, JSON.stringify(figures));
  else console.info(figures);
  expect(Object.keys(dispatchMicroseconds)).toHaveLength(4);
});
