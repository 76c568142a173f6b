// An address checked against the network it is used on, with @scure/btc-signer: the wallet code and the sign-in check
// load it, never the first load (family.ts checks the form alone).
import { Address } from '@scure/btc-signer';
import { bitcoinFamily } from './family';
import { bitcoinNetworkOf } from './networks';

/**
 * Whether `address` is an address of the network whose CAIP-2 reference is `reference` (mainnet `bc1…`/`1…`/`3…`,
 * testnet and signet `tb1…`/`m…`/`n…`/`2…`, regtest `bcrt1…`/`m…`/`n…`/`2…`). A network the adapter does not know
 * (a host's own) takes any Bitcoin address.
 */
export function isNetworkAddress(address: string, reference: string | number | undefined): boolean {
  if (!bitcoinFamily.isAddress(address)) return false;
  const network = bitcoinNetworkOf(reference);
  if (!network) return true;
  try {
    Address(network.format).decode(bitcoinFamily.normalAddress(address));
    return true;
  } catch {
    return false;
  }
}
