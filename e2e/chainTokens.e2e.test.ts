/** @jest-environment node */
import type { Page } from 'playwright-core';
import { pagePerTest, showTokensFromChain, watchChainCalls } from './harness.ts';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

it('without the portfolio, the Tokens list shows DEMO and DUSDT read from the chain in one eth_call, not one per token', async () => {
  const chain = watchChainCalls(page);
  const tokens = await showTokensFromChain(page);
  // Read from the chain, none has a price: equal values are listed by symbol.
  const rows = await tokens.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  expect(rows).toEqual([
    expect.stringMatching(/^Demo Token: /),
    expect.stringMatching(/^Demo Tether: /),
    expect.stringMatching(/^Ether: /),
  ]);
  // Four reads per token (balance, decimals, symbol, name), eight in all: one Multicall3 eth_call.
  expect(chain.calls('eth_call')).toBe(1);
});
