import { displayBalance } from './decimalText';
import { formatBalance, formatNumber, formatUnits, isDecimalString, parseUnits } from './units';

describe('parseUnits', () => {
  it.each([
    ['1', 18, 10n ** 18n],
    ['1.5', 18, 15n * 10n ** 17n],
    ['0.000001', 6, 1n],
    ['-2.25', 2, -225n],
    ['1.239', 2, 123n], // extra digits are dropped, never rounded up
    ['1.999999', 0, 1n],
    ['007', 3, 7000n],
    ['123456789012345678901234567890', 0, 123456789012345678901234567890n],
  ])('%s with %i decimals → %s', (value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected);
  });

  it.each(['', 'abc', '1.', '.5', '1,5', '1e18', '--1', '+1', '0x10', ' 1 2', 'Infinity'])('rejects %p with its exact text', (value) => {
    expect(() => parseUnits(value, 18)).toThrow(`Number ${value} is not a valid decimal number.`);
  });

  it('quotes the value exactly as given in the error', () => {
    expect(() => parseUnits('12abc', 6)).toThrow(new Error('Number 12abc is not a valid decimal number.'));
  });

  it('rejects negative or fractional decimals', () => {
    expect(() => parseUnits('1', -1)).toThrow('Invalid decimals: -1');
    expect(() => parseUnits('1', 1.5)).toThrow('Invalid decimals: 1.5');
  });

  it('round-trips with formatUnits', () => {
    expect(formatUnits(parseUnits('1.5', 18), 18)).toBe('1.5');
    expect(formatUnits(1n, 6)).toBe('0.000001');
    expect(formatUnits(-225n, 2)).toBe('-2.25');
    expect(formatUnits(10n ** 21n, 18)).toBe('1000');
    expect(formatUnits(0n, 18)).toBe('0');
  });

  it('knows a decimal string when it sees one', () => {
    expect(isDecimalString('-0.5')).toBe(true);
    expect(isDecimalString('0.')).toBe(false);
  });
});

describe('formatBalance (first 3 decimals)', () => {
  it.each([
    ['1.23456', undefined, '1.234'],
    ['1.9999', undefined, '1.999'], // never rounded up
    ['10000', 'ETH', '10000.000 ETH'],
    ['0.5', 'ETH', '0.500 ETH'],
    [0.0001, 'ETH', '0.000 ETH'],
    [1e-7, undefined, '0.000'],
    [123.4567, undefined, '123.456'],
    ['-1.23456', undefined, '-1.234'],
    ['-0.0001', undefined, '0.000'], // no negative zero
    ['0001.5', undefined, '1.500'],
  ])('%p %p → %s', (value, symbol, expected) => {
    expect(formatBalance(value, symbol)).toBe(expected);
  });

  it('rejects a non-number with its exact text', () => {
    expect(() => formatBalance('n/a')).toThrow('Number n/a is not a valid decimal number.');
    expect(() => formatBalance(Number.NaN)).toThrow('Number NaN is not a valid decimal number.');
  });
});

describe('formatNumber (2 decimals by default)', () => {
  it.each([
    ['1234.5678', undefined, '1234.57'],
    ['0.005', undefined, '0.01'], // half up
    ['0.0049999', undefined, '0.00'],
    ['1.999', undefined, '2.00'],
    ['7', undefined, '7.00'],
    ['-1.005', undefined, '-1.01'],
    ['-0.001', undefined, '0.00'],
    [2.5, 0, '3'],
    ['1.23456', 3, '1.235'],
  ])('%p with %p decimals → %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });
});

describe('displayBalance (testnet balances and nothing show 0.00)', () => {
  it('shows a balance of nothing, what a failed read falls back to, as 0.00', () => {
    expect(displayBalance('0', 'ETH')).toBe('0.00 ETH');
    expect(displayBalance(0)).toBe('0.00');
    expect(displayBalance('0.0001', 'ETH')).toBe('0.000 ETH');
  });

  it('shows 0.00 on a testnet and the first 3 decimals elsewhere', () => {
    expect(displayBalance('12.34567', 'ETH', true)).toBe('0.00 ETH');
    expect(displayBalance('12.34567', undefined, true)).toBe('0.00');
    expect(displayBalance('12.34567', 'ETH')).toBe('12.345 ETH');
  });

  it('shows a value that is not a decimal number as it came, where formatBalance refuses it', () => {
    expect(displayBalance('n/a', 'ETH')).toBe('n/a');
    expect(() => formatBalance('n/a', 'ETH')).toThrow('Number n/a is not a valid decimal number.');
  });
});
