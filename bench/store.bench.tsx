/**
 * The store under the mounted widget (jsdom, React and Redux Toolkit in their production builds — `npm run bench`
 * sets NODE_ENV=production): which components a balance update re-renders, and what one dispatch costs through
 * the whole middleware chain and every subscribed selector. Writes its figures to STORE_BENCH_OUT for bench/run.ts.
 */

import { writeFileSync } from 'node:fs';
import { act, screen, waitFor } from '@testing-library/react';
import { balanceFetched, tabSelected } from '../src/features/account/accountSlice';
import { closeModal, openModal } from '../src/features/modal/modalSlice';
import { connectTestAccount } from '../src/test/connect';
import { chainWithBalance } from '../src/test/fakeAdapter';
import { serveMockApi } from '../src/test/mockApi';
import { renderWithProviders } from '../src/test/render';
import { countRenders } from '../src/test/renderCounter';
import type { StoreFigures } from './report';

const DISPATCHES = 2_000;

serveMockApi();

it('measures re-renders and dispatch cost with the account view open', async () => {
  const { scoped, store } = renderWithProviders({ environment: { adapters: [chainWithBalance('1.5')] } });
  act(() => {
    connectTestAccount(scoped, { balance: '1.5' });
    scoped.dispatch(openModal());
  });
  await screen.findByRole('list', { name: 'Tokens' });
  await waitFor(() => expect(screen.getByRole('button', { name: /Network/ }).querySelector('img')).not.toBeNull());

  const balanceUpdateRenders = await countRenders(() => {
    act(() => {
      scoped.dispatch(balanceFetched({ namespace: 'eip155', balance: '2.75', symbol: 'ETH' }));
    });
  });

  const actions: Record<string, (index: number) => { type: string }> = {
    'account/balanceFetched': (index) => balanceFetched({ namespace: 'eip155', balance: String(index), symbol: 'ETH' }),
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

  const figures: StoreFigures = { balanceUpdateRenders, dispatchMicroseconds };
  if (process.env.STORE_BENCH_OUT) writeFileSync(process.env.STORE_BENCH_OUT, JSON.stringify(figures));
  else console.info(figures);
  expect(Object.keys(dispatchMicroseconds)).toHaveLength(4);
});
