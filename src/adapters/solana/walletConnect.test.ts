/** @jest-environment node */

import type { SolanaSignTransactionFeature } from '@solana/wallet-standard-features';
import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import type { Wallet } from '@wallet-standard/base';
import bs58 from 'bs58';
import type { AccountRecord } from '../../model/account';
import type { DiscoveredConnector } from '../types';
import type { WalletConnectClient } from '../walletConnect/session';
import { createSolanaAdapter } from './solanaAdapter';
import { walletConnectSolanaWallet } from './walletConnect';

const CHAIN = 'solana:CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3';
const ALL_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'];

type Listener = (value: never) => void;

/** A live WalletConnect session granting `methods` in the solana namespace; `answer` plays the wallet. */
function sessionOf({
  addresses,
  methods = ALL_METHODS,
  answer = async () => null,
}: {
  addresses: string[];
  methods?: string[];
  answer?: (method: string, params: unknown) => Promise<unknown>;
}) {
  let accounts = addresses.map((address) => `${CHAIN}:${address}`);
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string) => {
    for (const listener of listeners.get(event) ?? []) listener(undefined as never);
  };
  const client: WalletConnectClient = {
    hasSession: () => true,
    peer: () => undefined,
    namespaces: () => ['eip155', 'solana'],
    accounts: (namespace) => (namespace === 'solana' ? accounts : ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']),
    methods: (namespace) => (namespace === 'solana' ? methods : []),
    pair: async () => {},
    request: (_chainId, method, params) => answer(method, params),
    setDefaultChain: () => {},
    disconnect: async () => {},
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as Listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as Listener);
    },
  };
  const wallet = walletConnectSolanaWallet(client);
  const connector: DiscoveredConnector = {
    connector: { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' },
    getProvider: async () => wallet,
  };
  return {
    wallet,
    connector,
    /** The wallet moves the session's solana namespace to `next` (a `session_update`). */
    update(next: string[]) {
      accounts = next.map((address) => `${CHAIN}:${address}`);
      emit('session_update');
    },
    end: () => emit('session_delete'),
  };
}

const adapter = createSolanaAdapter();
const address = () => Keypair.generate().publicKey.toBase58();

describe('a WalletConnect session’s solana namespace as the Solana adapter sees it', () => {
  it('has the features of the methods the session grants, and only those', () => {
    const { wallet } = sessionOf({ addresses: [address()], methods: ['solana_signMessage', 'solana_signTransaction'] });
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ]);
    expect(wallet.chains).toEqual([CHAIN]);
  });

  it('reads a wallet’s refusal with WalletConnect’s 5000 as the user’s no: "Signature declined"', async () => {
    const signer = address();
    const { connector } = sessionOf({
      addresses: [signer],
      answer: async () => {
        throw { code: 5000, message: 'User rejected.' };
      },
    });
    await expect(adapter.signMessage(connector, { address: signer, message: 'hello' })).rejects.toMatchObject({
      message: 'Signature declined',
      code: 4001,
    });
  });

  it('places the signature of a wallet that answers solana_signTransaction with it alone among the transaction’s signers', async () => {
    const payer = Keypair.generate();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 5 })],
    }).compileToLegacyMessage();
    const signed = new VersionedTransaction(message);
    signed.sign([payer]);
    const signature = signed.signatures[0] as Uint8Array;
    const { wallet } = sessionOf({ addresses: [payer.publicKey.toBase58()], answer: async () => ({ signature: bs58.encode(signature) }) });

    const feature = (wallet.features as SolanaSignTransactionFeature)['solana:signTransaction'];
    const [output] = await feature.signTransaction({
      account: wallet.accounts[0] as Wallet['accounts'][number],
      chain: CHAIN,
      transaction: new VersionedTransaction(message).serialize(),
    });
    expect(output?.signedTransaction).toEqual(signed.serialize());
  });

  it('reports the session’s solana accounts when the wallet moves them, not when it updates another namespace, and none once the session ends', async () => {
    const [first, second] = [address(), address()];
    const session = sessionOf({ addresses: [first] });
    const reported: string[][] = [];
    const stop = await adapter.watchSession(session.connector, {
      accountsChanged: (accounts: AccountRecord[]) => reported.push(accounts.map((account) => account.address)),
      chainChanged: () => {},
      disconnected: () => {},
    });
    session.update([first]);
    session.update([second]);
    session.end();
    expect(reported).toEqual([[second], []]);
    stop();
  });
});
