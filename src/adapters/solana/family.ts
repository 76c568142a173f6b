import type { ChainFamily } from '../family';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** 32 to 44 characters of the base58 alphabet: the written form of a 32-byte key (docs/behaviour.md#validation). */
const BASE58_KEY = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * Whether `text` is a Solana address: base58 that decodes to a 32-byte public key. Counted here rather than decoded
 * with bs58, which stays out of the first load: each leading `1` is a zero byte, the rest is one big number.
 */
function isSolanaAddress(text: string): boolean {
  if (!BASE58_KEY.test(text)) return false;
  const zeros = /^1*/.exec(text)?.[0].length ?? 0;
  let value = 0n;
  for (const character of text.slice(zeros)) value = value * 58n + BigInt(BASE58.indexOf(character));
  const bytes = value === 0n ? 0 : Math.ceil(value.toString(16).length / 2);
  return zeros + bytes === 32;
}

/** The solana family: balances and sends; names and activity are EVM's only. */
export const solanaFamily: ChainFamily = {
  namespace: 'solana',
  isAddress: isSolanaAddress,
  // Base58 has one spelling for each key: what was accepted is what wallets and transactions take.
  normalAddress: (address) => address,
  defaultAccountType: 'eoa',
  capabilities: ['balance', 'send', 'onramp'],
  // Neither takes a WalletConnect session for Solana on a phone: each opens the page in its own browser instead.
  browseLinks: {
    // Phantom (its universal link: https://docs.phantom.com/phantom-deeplinks/other-methods/browse)
    a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393: (pageUrl) =>
      `https://phantom.app/ul/browse/${encodeURIComponent(pageUrl)}?ref=${encodeURIComponent(new URL(pageUrl).origin)}`,
    // Coinbase Wallet (its dapp link: https://docs.cdp.coinbase.com/wallet-sdk/docs/deeplinks)
    fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa: (pageUrl) =>
      `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(pageUrl)}`,
  },
};
