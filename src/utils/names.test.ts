import { chainIdToCoinType, isValidName, nameLabel, withNameSuffix } from './names';

describe('isValidName', () => {
  it.each([
    ['alice', true],
    ['abcd', true], // exactly 4
    ['abc', false], // 3
    ['my-name-2', true],
    ['UPPER', true],
    ['with space', false],
    ['under_score', false],
    ['émile', false],
    ['alice.reown.id', true],
    ['alice.wcn.id', true], // the legacy suffix
    ['abc.reown.id', false], // the label is still too short
    ['alice.eth', false],
    ['', false],
  ])('%p → %s', (name, expected) => {
    expect(isValidName(name)).toBe(expected);
  });

  it('adds the .reown.id suffix once', () => {
    expect(withNameSuffix('alice')).toBe('alice.reown.id');
    expect(withNameSuffix('alice.reown.id')).toBe('alice.reown.id');
    expect(withNameSuffix('alice.wcn.id')).toBe('alice.reown.id');
    expect(nameLabel('bob.wcn.id')).toBe('bob');
  });
});

describe('chainIdToCoinType', () => {
  it('sets the high bit of the chain id (ENSIP-11)', () => {
    expect(chainIdToCoinType(1)).toBe(2147483649);
    expect(chainIdToCoinType(10)).toBe(2147483658);
    expect(chainIdToCoinType(0)).toBe(2147483648);
    expect(chainIdToCoinType(2147483647)).toBe(4294967295);
  });
  it.each([2147483648, 2 ** 40, -1, 1.5, Number.NaN])('throws Invalid chainId for %p', (chainId) => {
    expect(() => chainIdToCoinType(chainId)).toThrow(new Error('Invalid chainId'));
  });
});
