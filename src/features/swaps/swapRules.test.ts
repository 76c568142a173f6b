import { mainnet, sepolia } from '../../config/networks';
import { isSwapNetworkId, nativeTokenAddress, POPULAR_SWAP_TOKENS } from '../../config/swapNetworks';
import { amountProblem, maxAmount, minimumReceived, orderTokens, priceImpact, rateOf } from './swapRules';
import type { SwapToken } from './swapsApi';

const token = (symbol: string, decimals = 18, name = symbol): SwapToken => ({
  name,
  symbol,
  address: `eip155:1:0x${symbol.toLowerCase().padEnd(40, '0').slice(0, 40)}`,
  decimals,
  logoUri: '',
});

describe('the swap networks', () => {
  it("are the provider's list, plus what the host adds; only eip155", () => {
    expect(isSwapNetworkId('eip155:42161')).toBe(true);
    expect(isSwapNetworkId('eip155:31337')).toBe(false);
    expect(isSwapNetworkId('eip155:31337', ['eip155:31337'])).toBe(true);
    expect(isSwapNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])).toBe(false);
  });

  it("name the native currency by the namespace's native address", () => {
    expect(nativeTokenAddress(mainnet)).toBe('eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee');
    expect(nativeTokenAddress(sepolia)).toBe('eip155:11155111:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee');
  });
});

describe('the swap rules', () => {
  it('the minimum received is the quote less 1 %, rounded down', () => {
    expect(minimumReceived(1000n)).toBe(990n);
    expect(minimumReceived(999n)).toBe(989n);
  });

  it('check the amount in order: a decimal, the decimals, above 0, then the balance', () => {
    const usdc = token('USDC', 6);
    expect(amountProblem('1.2.3', usdc, '10')).toEqual({ key: 'error.invalidDecimal', values: { value: '1.2.3' } });
    expect(amountProblem('0.0000001', usdc, '10')).toEqual({ key: 'error.tooManyDecimals', values: { symbol: 'USDC', decimals: 6 } });
    expect(amountProblem('0', usdc, '10')).toEqual({ key: 'error.sendAmountNotPositive' });
    expect(amountProblem('10.000001', usdc, '10')).toEqual({ key: 'notice.swapInsufficientBalance' });
    expect(amountProblem('10', usdc, '10')).toBeUndefined();
  });

  it('Max keeps back the fee of 300000 gas of the native currency only', () => {
    expect(maxAmount('1', 18, true, 1_000_000_000n)).toBe('0.9997');
    expect(maxAmount('0.0001', 18, true, 1_000_000_000n)).toBe('0');
    expect(maxAmount('25.5', 18, false, 1_000_000_000n)).toBe('25.5');
  });

  it('the rate is the to amount for one from token, across decimals', () => {
    expect(rateOf(2n * 10n ** 18n, token('ETH'), 6_000_000_000n, token('USDC', 6))).toBe('3000');
    expect(rateOf(3_000_000n, token('USDC', 6), 10n ** 15n, token('ETH'))).toBe('0.000333333333333333');
  });

  it('the price impact is the USD worth lost, in percent; none without prices', () => {
    expect(priceImpact(100, 99.5)).toBeCloseTo(0.5);
    expect(priceImpact(100, 101)).toBe(0);
    expect(priceImpact(0, 5)).toBeUndefined();
  });

  it('the pickers list popular tokens first, then by symbol; the search reads name, symbol and address', () => {
    const tokens = [token('ZRX'), token('DAI'), token('ABC', 18, 'Alphabet'), token('ETH'), token('USDC', 6, 'USD Coin')];
    expect(orderTokens(tokens, POPULAR_SWAP_TOKENS).map((found) => found.symbol)).toEqual(['ETH', 'USDC', 'DAI', 'ABC', 'ZRX']);
    expect(orderTokens(tokens, POPULAR_SWAP_TOKENS, 'alpha').map((found) => found.symbol)).toEqual(['ABC']);
    expect(orderTokens(tokens, POPULAR_SWAP_TOKENS, 'usd').map((found) => found.symbol)).toEqual(['USDC']);
    expect(orderTokens(tokens, POPULAR_SWAP_TOKENS, '0xzrx').map((found) => found.symbol)).toEqual(['ZRX']);
  });
});
