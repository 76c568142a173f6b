import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node.ts';
import { arbitrum, mainnet, sepolia, solana } from '../../config/networks';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore, waitForState } from '../../test/store';
import { purchaseRequested } from './onrampActions';
import { fallbackOnrampOptions } from './onrampApi';
import {
  holdingUnits,
  isPurchaseUrl,
  onrampNetworkOf,
  paymentAmountProblem,
  paymentCurrenciesOf,
  purchaseCurrenciesOn,
  receivedAmount,
} from './onrampRules';
import { selectPurchase } from './onrampSlice';

serveMockApi();

describe('the on-ramp rules', () => {
  it('tells what arrived in the bought currency’s own terms, whatever its decimals', () => {
    // A 6-decimal token (USDC) and an 18-decimal coin read alike: no decimals are assumed.
    expect(receivedAmount(holdingUnits('0'), holdingUnits('12.5'))).toBe('12.5');
    expect(receivedAmount(holdingUnits('1.000001'), holdingUnits('1.000002'))).toBe('0.000001');
    expect(receivedAmount(holdingUnits('9999.993906'), holdingUnits('10000'))).toBe('0.006094');
    expect(receivedAmount(holdingUnits('0.000000000000000001'), holdingUnits('0.000000000000000003'))).toBe('0.000000000000000002');
  });

  it('buys on the card chain of the network, on ethereum for any other EVM network, and on solana for Solana', () => {
    expect(onrampNetworkOf(mainnet)).toBe('ethereum');
    expect(onrampNetworkOf(arbitrum)).toBe('arbitrum');
    expect(onrampNetworkOf({ id: 8453, chainNamespace: 'eip155' })).toBe('base');
    expect(onrampNetworkOf({ id: 80094, chainNamespace: 'eip155' })).toBe('berachain');
    expect(onrampNetworkOf({ id: 43114, chainNamespace: 'eip155' })).toBe('avalanche-c-chain');
    expect(onrampNetworkOf({ id: 42220, chainNamespace: 'eip155' })).toBe('celo');
    expect(onrampNetworkOf(sepolia)).toBe('ethereum');
    expect(onrampNetworkOf({ id: 31337, chainNamespace: 'eip155' })).toBe('ethereum');
    expect(onrampNetworkOf(solana)).toBe('solana');
  });

  it("offers the network's own currency first, and what the options list on that network only", () => {
    expect(purchaseCurrenciesOn(fallbackOnrampOptions, 'ethereum', 'ETH').map((currency) => currency.symbol)).toEqual(['ETH']);
    expect(purchaseCurrenciesOn(fallbackOnrampOptions, 'solana', 'SOL')).toEqual([]);
  });

  it('pays in USD and EUR, with the limits the options give or the built-in ones', () => {
    expect(paymentCurrenciesOf(fallbackOnrampOptions)).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        limits: { card: { min: '10.00', max: '7500.00' }, bankAccount: { min: '10.00', max: '25000.00' } },
      })),
    );
    const options = {
      purchaseCurrencies: [],
      paymentCurrencies: [{ id: 'EUR', payment_method_limits: [{ id: 'sepa_bank_account', min: '5.00', max: '900.00' }] }],
    };
    expect(paymentCurrenciesOf(options)[1]).toEqual({
      id: 'EUR',
      limits: { card: { min: '10.00', max: '7500.00' }, bankAccount: { min: '5.00', max: '900.00' } },
    });
    expect(paymentAmountProblem('9.99', { min: '10.00', max: '7500.00' }, 'USD')).toEqual({
      key: 'notice.onrampOutOfLimits',
      values: { min: '10.00', max: '7500.00', currency: 'USD' },
    });
    expect(paymentAmountProblem('7500', { min: '10.00', max: '7500.00' }, 'USD')).toBeUndefined();
    expect(paymentAmountProblem('1,5', { min: '10.00', max: '7500.00' }, 'USD')).toEqual({
      key: 'error.invalidDecimal',
      values: { value: '1,5' },
    });
  });

  it('opens https pages, and plain http only on this machine', () => {
    expect(isPurchaseUrl('https://pay.coinbase.com/buy/select-asset?x=1')).toBe(true);
    expect(isPurchaseUrl('http://127.0.0.1:8787/checkout?x=1')).toBe(true);
    expect(isPurchaseUrl('http://localhost:8787/checkout')).toBe(true);
    expect(isPurchaseUrl('http://pay.example.com/checkout')).toBe(false);
    expect(isPurchaseUrl('https://user:secret@pay.example.com/')).toBe(false);
    expect(isPurchaseUrl('javascript:alert(1)')).toBe(false);
    expect(isPurchaseUrl('not a url')).toBe(false);
  });
});

describe('a purchase whose page is not allowed', () => {
  it('is not opened, and the purchase fails with why', async () => {
    server.use(http.post('*/v1/generators/onrampurl', () => HttpResponse.json({ url: 'http://pay.example.com/buy' })));
    const opened: string[] = [];
    const host = createHostStore(undefined, { openUrl: (href) => opened.push(href) });
    host.scoped.dispatch(
      purchaseRequested({
        caipAddress: `${mainnet.caipNetworkId}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`,
        onrampNetwork: 'ethereum',
        symbol: 'ETH',
        paymentCurrency: 'USD',
        fiatAmount: '20',
        cryptoAmount: undefined,
      }),
    );
    await waitForState(host.scoped, (state) => selectPurchase(state)?.status === 'failed');
    expect(selectPurchase(host.scoped.getState())).toMatchObject({ status: 'failed', reason: { key: 'notice.purchaseUrlRefused' } });
    expect(opened).toEqual([]);
  });
});
