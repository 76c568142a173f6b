// The Bitcoin networks the adapter knows, by the CAIP-2 reference of their `bip122:` id (the first 32 hex characters of
// the genesis block's hash, as CAIP-4 defines it), with the names each wallet interface gives them. Plain data: the
// family's descriptor, its wallet code and the Dev Wallet read it.

/** How a network's addresses are written: its bech32 prefix, and its base58 version bytes (P2PKH, P2SH). */
export interface AddressFormat {
  bech32: string;
  pubKeyHash: number;
  scriptHash: number;
  /** A private key's version byte (WIF): the Dev Wallet writes its test keys with it. */
  wif: number;
}

/** BIP-173 and the base58 versions of Bitcoin Core's chainparams: mainnet's, the test networks' and regtest's. */
export const MAINNET_FORMAT: AddressFormat = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 };
export const TESTNET_FORMAT: AddressFormat = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };
export const REGTEST_FORMAT: AddressFormat = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };

/** One Bitcoin network as the wallet interfaces name it. */
export interface BitcoinNetwork {
  /** The CAIP-2 reference: what `Network.id` and `WalletSession.chainId` are for bip122. */
  reference: string;
  format: AddressFormat;
  /** sats-connect's `BitcoinNetworkType` (`wallet_connect`, `wallet_changeNetwork`, `networkChange`). */
  satsConnect: string;
  /** Unisat's `getChain()` / `switchChain()` enum; it has none for regtest. */
  unisat?: string;
  /** The Wallet Standard chain (Bitcoin's extension names mainnet, testnet and regtest only); signet is a testnet there. */
  walletStandard: string;
}

export const BITCOIN_NETWORKS: readonly BitcoinNetwork[] = [
  {
    reference: '000000000019d6689c085ae165831e93',
    format: MAINNET_FORMAT,
    satsConnect: 'Mainnet',
    unisat: 'BITCOIN_MAINNET',
    walletStandard: 'bitcoin:mainnet',
  },
  {
    reference: '000000000933ea01ad0ee984209779ba',
    format: TESTNET_FORMAT,
    satsConnect: 'Testnet',
    unisat: 'BITCOIN_TESTNET',
    walletStandard: 'bitcoin:testnet',
  },
  {
    reference: '00000000da84f2bafbbc53dee25a72ae',
    format: TESTNET_FORMAT,
    satsConnect: 'Testnet4',
    unisat: 'BITCOIN_TESTNET4',
    walletStandard: 'bitcoin:testnet',
  },
  {
    reference: '00000008819873e925422c1ff0f99f7c',
    format: TESTNET_FORMAT,
    satsConnect: 'Signet',
    unisat: 'BITCOIN_SIGNET',
    walletStandard: 'bitcoin:testnet',
  },
  {
    reference: '0f9188f13cb7b2c71f2a335e3a4fc328',
    format: REGTEST_FORMAT,
    satsConnect: 'Regtest',
    walletStandard: 'bitcoin:regtest',
  },
];

/** The network of a CAIP-2 reference (`Network.id`), or undefined for one the adapter does not know. */
export const bitcoinNetworkOf = (reference: string | number | undefined) =>
  BITCOIN_NETWORKS.find((network) => network.reference === reference);
