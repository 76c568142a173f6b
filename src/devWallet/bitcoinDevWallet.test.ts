/**
 * @jest-environment node
 */
import { describe, expect, it, jest } from '@jest/globals';
import { base64, hex } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import { pubECDSA } from '@scure/btc-signer/utils.js';
import { createBitcoinAdapter } from '../adapters/bitcoin/bitcoinAdapter';
import { verifyMessageSignature } from '../adapters/bitcoin/messageSignature';
import { REGTEST_FORMAT } from '../adapters/bitcoin/networks';
import type { DiscoveredConnector } from '../adapters/types';
import { BITCOIN_ORDINALS_KEYS, BITCOIN_PAYMENT_KEYS, createBitcoinDevWallet } from './bitcoinDevWallet';
import { DevWalletError } from './devWalletError';

const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328';

function made() {
  let permitted = false;
  const approve = jest.fn(async (_request: unknown) => {});
  const wallet = createBitcoinDevWallet(
    'Dev Wallet',
    'data:image/svg+xml,',
    { id: `bip122:${REGTEST}`, name: 'Bitcoin Regtest' },
    {
      approve,
      accountIndex: () => 0,
      permitted: () => permitted,
      permit: (value) => {
        permitted = value;
      },
    },
  );
  const request = (method: string, params: unknown = null) =>
    wallet.bitcoin.provider.request(method, params) as Promise<Record<string, unknown>>;
  const connector: DiscoveredConnector = {
    connector: { id: 'sats-connect:ReduxWalletModalDevWallet.BitcoinProvider', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'bip122' },
    getProvider: async () => ({ kind: 'satsConnect', provider: wallet.bitcoin.provider }),
  };
  return { wallet, approve, request, connector };
}

describe('the Dev Wallet, Bitcoin side', () => {
  it('holds the BIP-84 and BIP-86 keys of the "test … junk" mnemonic', () => {
    const root = HDKey.fromMasterSeed(mnemonicToSeedSync('test test test test test test test test test test test junk'));
    BITCOIN_PAYMENT_KEYS.forEach((key, index) => {
      expect(hex.encode(root.derive(`m/84'/1'/0'/0/${index}`).privateKey as Uint8Array)).toBe(key);
    });
    BITCOIN_ORDINALS_KEYS.forEach((key, index) => {
      expect(hex.encode(root.derive(`m/86'/1'/0'/0/${index}`).privateKey as Uint8Array)).toBe(key);
    });
  });

  it('shares nothing until the user approves a connection, and answers a rejection with 4001', async () => {
    const { approve, request } = made();
    expect(await request('wallet_getAccount')).toMatchObject({ error: { code: 4100 } });
    approve.mockRejectedValueOnce(new DevWalletError(4001, 'User rejected the request.'));
    expect(await request('wallet_connect', { addresses: ['payment', 'ordinals'] })).toMatchObject({ error: { code: 4001 } });
    const answer = (await request('wallet_connect', { addresses: ['payment', 'ordinals'] })) as {
      result: { addresses: { address: string; purpose: string }[]; network: { bitcoin: { name: string } } };
    };
    expect(answer.result.addresses.map(({ purpose, address }) => [purpose, address.slice(0, 6)])).toEqual([
      ['payment', 'bcrt1q'],
      ['ordinals', 'bcrt1p'],
    ]);
    expect(answer.result.network.bitcoin.name).toBe('Regtest');
    expect(approve).toHaveBeenCalledTimes(2);
  });

  it('signs a message with BIP-322 after approval, for the selected account only', async () => {
    const { wallet, approve, request } = made();
    await request('wallet_connect', {});
    const address = wallet.bitcoin.addresses[0] as string;
    const answer = (await request('signMessage', { address, message: 'hello', protocol: 'BIP322' })) as { result: { signature: string } };
    expect(approve).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'signMessage' }));
    expect(await verifyMessageSignature(address, 'hello', answer.result.signature)).toBe(true);
    expect(await verifyMessageSignature(address, 'hellO', answer.result.signature)).toBe(false);
    expect(await request('signMessage', { address: 'bcrt1qsomeoneelse', message: 'hello' })).toMatchObject({ error: { code: 4100 } });
    expect(await request('signMessage', { address, message: 'hello', protocol: 'ECDSA' })).toMatchObject({ error: { code: -32602 } });
  });

  it('changes between the test networks it knows, and refuses mainnet', async () => {
    const { request } = made();
    await request('wallet_connect', {});
    expect(await request('wallet_changeNetwork', { name: 'Mainnet' })).toMatchObject({ error: { code: -32602 } });
    expect(await request('wallet_changeNetwork', { name: 'Signet' })).toMatchObject({ result: null });
    expect(await request('wallet_getNetwork')).toMatchObject({ result: { bitcoin: { name: 'Signet' } } });
    const account = (await request('wallet_getAccount')) as { result: { addresses: { address: string }[] } };
    expect(account.result.addresses[0]?.address).toMatch(/^tb1q/);
  });

  it('signs a PSBT the host asks for through the adapter, which checks it; a changed transaction is refused', async () => {
    const { wallet, connector } = made();
    const adapter = createBitcoinAdapter();
    await adapter.connect(connector);
    const payment = wallet.bitcoin.addresses[0] as string;
    const script = p2wpkh(pubECDSA(hex.decode(BITCOIN_PAYMENT_KEYS[0])), REGTEST_FORMAT).script;
    const unsigned = new Transaction();
    unsigned.addInput({ txid: '11'.repeat(32), index: 0, witnessUtxo: { script, amount: 100_000n } });
    unsigned.addOutputAddress(payment, 90_000n, REGTEST_FORMAT);
    const psbt = base64.encode(unsigned.toPSBT());

    const signed = await adapter.signPsbt(connector, { psbt, signInputs: { [payment]: [0] } });
    const parsed = Transaction.fromPSBT(base64.decode(signed));
    expect(parsed.getInput(0).partialSig).toHaveLength(1);
    parsed.finalize();
    expect(parsed.isFinal).toBe(true);

    // A wallet answering with another transaction, or with the PSBT unsigned, is refused before the host sees it.
    const other = new Transaction();
    other.addInput({ txid: '11'.repeat(32), index: 0, witnessUtxo: { script, amount: 100_000n } });
    other.addOutputAddress(payment, 1_000n, REGTEST_FORMAT);
    for (const answer of [base64.encode(other.toPSBT()), psbt]) {
      const lying: DiscoveredConnector = {
        ...connector,
        getProvider: async () => ({ kind: 'satsConnect', provider: { request: async () => ({ result: { psbt: answer } }) } }),
      };
      await expect(adapter.signPsbt(lying, { psbt, signInputs: { [payment]: [0] } })).rejects.toMatchObject({ kind: 'malformedAnswer' });
    }
  });
});
