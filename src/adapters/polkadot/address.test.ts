/** @jest-environment node */
// Per-network SS58 forms (https://docs.substrate.io/reference/address-formats/, prefixes from
// https://github.com/paritytech/ss58-registry): a network's CAIP-2 reference is its genesis hash's first 32 hex
// characters (CAIP-13); Polkadot takes prefix 0, Kusama 2, every other network the generic 42.
import { accountIdOf, accountOn, addressOn, isAddressOf, ss58PrefixOf } from './address';

const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const KUSAMA = 'polkadot:b0a8d493285c2df73290dfb7e61f870f';
/** "Polkadot Local", the tests' network: SHA-256("redux-wallet-modal Polkadot Local")'s first 32 hex, no real chain's genesis. */
const LOCAL = 'polkadot:2f5b862eaec1ebd8e28b633f9762e724';

/** Alice (`//Alice`, sr25519) written for each. */
const ALICE = {
  polkadot: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  kusama: 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
  generic: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  prefix1284: 'VdvKmYJfD4VXA9fzz1SbmCo2eYHSzUFbaDCZSuaNKJAe8YNg6',
};

describe('SS58 forms by network', () => {
  it('takes the prefix from the CAIP-2 reference: Polkadot 0, Kusama 2, any other 42', () => {
    expect(ss58PrefixOf(POLKADOT)).toBe(0);
    expect(ss58PrefixOf(KUSAMA)).toBe(2);
    expect(ss58PrefixOf(LOCAL)).toBe(42);
    expect(ss58PrefixOf('polkadot:91B171BB158E2D3848FA23A9F1C25182')).toBe(0);
  });

  it.each([
    [POLKADOT, ALICE.polkadot, [ALICE.kusama, ALICE.generic, ALICE.prefix1284]],
    [KUSAMA, ALICE.kusama, [ALICE.polkadot, ALICE.generic, ALICE.prefix1284]],
    [LOCAL, ALICE.generic, [ALICE.polkadot, ALICE.kusama, ALICE.prefix1284]],
  ])('on %s accepts the network’s form only', (network, own, others) => {
    expect(isAddressOf(own, network)).toBe(true);
    for (const other of others) expect(isAddressOf(other, network)).toBe(false);
    // A checksum broken by one character is no address anywhere.
    expect(isAddressOf(`${own.slice(0, -1)}${own.endsWith('1') ? '2' : '1'}`, network)).toBe(false);
  });

  it('writes a wallet’s account in the network’s form when it is the network’s or generic, else refuses it', () => {
    expect(accountOn(ALICE.generic, POLKADOT)).toBe(ALICE.polkadot);
    expect(accountOn(ALICE.polkadot, POLKADOT)).toBe(ALICE.polkadot);
    expect(accountOn(ALICE.generic, KUSAMA)).toBe(ALICE.kusama);
    expect(accountOn(ALICE.kusama, POLKADOT)).toBeUndefined();
    expect(accountOn(ALICE.prefix1284, LOCAL)).toBeUndefined();
    expect(accountOn('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', LOCAL)).toBeUndefined();
  });

  it('reads the 32-byte account id of any form, and nothing else', () => {
    const id = accountIdOf(ALICE.prefix1284) as Uint8Array;
    expect(Buffer.from(id).toString('hex')).toBe('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d');
    expect(addressOn(id, POLKADOT)).toBe(ALICE.polkadot);
    expect(accountIdOf('not an address')).toBeUndefined();
  });
});
