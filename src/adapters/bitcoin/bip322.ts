// BIP-322 message signatures ("simple": the to_sign input's witness) and the legacy BIP-137 ones, from
// @scure/btc-signer's transactions and sighashes and @noble/curves' secp256k1: no Node Buffer, no page globals.
// https://github.com/bitcoin/bips/blob/master/bip-0322.mediawiki, https://github.com/bitcoin/bips/blob/master/bip-0137.mediawiki
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { base64, base64nopad } from '@scure/base';
import { Address, OutScript, p2sh, p2tr, p2wpkh, RawWitness, Script, SigHash, Transaction } from '@scure/btc-signer';
import { VarBytes } from '@scure/btc-signer/script.js';
import { equalBytes, hash160, pubECDSA, pubSchnorr, sha256x2, tagSchnorr } from '@scure/btc-signer/utils.js';
import { type AddressFormat, MAINNET_FORMAT, REGTEST_FORMAT, TESTNET_FORMAT } from './networks';

type Decoded = ReturnType<ReturnType<typeof Address>['decode']>;

// BIP-322's version 0, and a to_spend that spends a made-up outpoint with a bare scriptSig: btc-signer builds them only
// with its checks of known scripts relaxed. lowR grinds ECDSA signatures as Bitcoin Core does (71 bytes).
const TX_OPTIONS = {
  version: 0,
  lockTime: 0,
  allowUnknownInputs: true,
  allowUnknownOutputs: true,
  disableScriptCheck: true,
  lowR: true,
} as const;

const encoder = new TextEncoder();

/** BIP-322's to_spend: its input carries the message's tagged hash, its one output is the address's script. */
function toSpendId(message: string, script: Uint8Array): string {
  const messageHash = tagSchnorr('BIP0322-signed-message', encoder.encode(message));
  const toSpend = new Transaction(TX_OPTIONS);
  // The output first: an input with a final scriptSig counts as signed, and btc-signer then refuses new outputs.
  toSpend.addOutput({ script, amount: 0n });
  toSpend.addInput({ txid: new Uint8Array(32), index: 0xffffffff, sequence: 0, finalScriptSig: Script.encode(['OP_0', messageHash]) });
  return toSpend.id;
}

/** BIP-322's to_sign: it spends to_spend's output into one OP_RETURN, version, lock time and sequence 0. */
function toSign(message: string, script: Uint8Array, input: Record<string, unknown> = {}): Transaction {
  const toSign = new Transaction(TX_OPTIONS);
  toSign.addInput({ txid: toSpendId(message, script), index: 0, sequence: 0, witnessUtxo: { script, amount: 0n }, ...input });
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
  return toSign;
}

/** The address's payment as btc-signer reads it, on whichever network writes it (testnet and signet share `tb`). */
function decodeAddress(address: string): Decoded | undefined {
  for (const format of [MAINNET_FORMAT, TESTNET_FORMAT, REGTEST_FORMAT]) {
    try {
      return Address(format).decode(address);
    } catch {
      // Another network's prefix or version byte: the next one may read it.
    }
  }
  return undefined;
}

/**
 * `address`'s BIP-322 simple signature of `message` (base64, without BIP-322 2.0's `smp` prefix, which wallets and
 * verifiers of today do not write or read), for a P2WPKH address or a P2TR one spent by key path (BIP-86's tweak, no
 * script tree). `network` is the address's format (`BitcoinNetwork.format`). Throws when the key is not the address's.
 */
export function signBip322(privateKey: Uint8Array, address: string, message: string, network: AddressFormat): string {
  const decoded = Address(network).decode(address);
  const script = OutScript.encode(decoded);
  let transaction: Transaction;
  if (decoded.type === 'wpkh') {
    if (!equalBytes(p2wpkh(pubECDSA(privateKey), network).script, script)) throw new Error(`The key is not ${address}'s`);
    transaction = toSign(message, script);
  } else if (decoded.type === 'tr') {
    const payment = p2tr(pubSchnorr(privateKey), undefined, network);
    if (!equalBytes(payment.script, script)) throw new Error(`The key is not ${address}'s`);
    // With its internal key btc-signer tweaks the private key and signs the key path (SIGHASH_DEFAULT, 64 bytes).
    transaction = toSign(message, script, { tapInternalKey: payment.tapInternalKey });
  } else {
    throw new Error(`BIP-322 signing covers P2WPKH and P2TR addresses, not ${address}`);
  }
  transaction.signIdx(privateKey, 0);
  transaction.finalizeIdx(0);
  const witness = transaction.getInput(0).finalScriptWitness;
  if (!witness) throw new Error('The BIP-322 transaction was not finalised');
  return base64.encode(RawWitness.encode(witness));
}

/** A P2WPKH spend's witness (DER signature with SIGHASH_ALL, compressed key), checked against the scriptCode's key hash. */
function verifyEcdsaWitness(witness: Uint8Array[], message: string, script: Uint8Array, keyHash: Uint8Array): boolean {
  const [signature, publicKey] = witness;
  if (witness.length !== 2 || !signature || !publicKey || publicKey.length !== 33) return false;
  if (!equalBytes(hash160(publicKey), keyHash) || signature.at(-1) !== SigHash.ALL) return false;
  // BIP-143's scriptCode of a P2WPKH spend is the P2PKH script of its key hash.
  const scriptCode = OutScript.encode({ type: 'pkh', hash: keyHash });
  const sighash = toSign(message, script).preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n);
  // BIP-322's required rules: strict DER and low S.
  return secp256k1.verify(signature.subarray(0, -1), sighash, publicKey, { format: 'der', lowS: true, prehash: false });
}

/** A P2TR key-path spend's witness: one Schnorr signature, SIGHASH_DEFAULT (64 bytes) or SIGHASH_ALL (65). */
function verifyTaprootWitness(witness: Uint8Array[], message: string, script: Uint8Array, outputKey: Uint8Array): boolean {
  const [signature] = witness;
  if (witness.length !== 1 || !signature) return false;
  if (signature.length === 65 && signature[64] !== SigHash.ALL) return false;
  if (signature.length !== 64 && signature.length !== 65) return false;
  const hashType = signature.length === 64 ? SigHash.DEFAULT : SigHash.ALL;
  const sighash = toSign(message, script).preimageWitnessV1(0, [script], hashType, [0n]);
  return schnorr.verify(signature.subarray(0, 64), sighash, outputKey);
}

function verifySimple(decoded: Decoded, script: Uint8Array, message: string, bytes: Uint8Array | undefined): boolean {
  if (!bytes) return false;
  let witness: Uint8Array[];
  try {
    witness = RawWitness.decode(bytes);
  } catch {
    // Not a witness stack (BIP-322 2.0's prefix read as base64 is not one either).
    return false;
  }
  if (decoded.type === 'wpkh') return verifyEcdsaWitness(witness, message, script, decoded.hash);
  if (decoded.type === 'tr') return verifyTaprootWitness(witness, message, script, decoded.pubkey);
  if (decoded.type === 'sh') {
    // P2SH-P2WPKH: the witness's key must be the one whose P2WPKH script the address wraps (wallets sign it "simple").
    const publicKey = witness[1];
    if (!publicKey || !equalBytes(p2sh(p2wpkh(publicKey)).script, script)) return false;
    return verifyEcdsaWitness(witness, message, script, hash160(publicKey));
  }
  return false;
}

/**
 * A BIP-137 signature (header, r, s): the key recovered from it and the message's "Bitcoin Signed Message" hash must be
 * the address's. As bip322-js does, the header's address type is not enforced: P2PKH takes the compressed or
 * uncompressed key, P2SH-P2WPKH, P2WPKH and P2TR (BIP-86, some wallets sign so) the compressed one.
 */
function verifyBip137(decoded: Decoded, message: string, bytes: Uint8Array): boolean {
  const header = bytes[0] as number;
  if (header < 27 || header > 42) return false;
  const prefixed = VarBytes.encode(encoder.encode(message));
  const hash = sha256x2(encoder.encode('\x18Bitcoin Signed Message:\n'), prefixed);
  const point = secp256k1.Signature.fromCompact(bytes.subarray(1))
    .addRecoveryBit((header - 27) & 3)
    .recoverPublicKey(hash);
  const compressed = point.toRawBytes(true);
  switch (decoded.type) {
    case 'pkh':
      return equalBytes(hash160(compressed), decoded.hash) || equalBytes(hash160(point.toRawBytes(false)), decoded.hash);
    case 'sh':
      return equalBytes(p2sh(p2wpkh(compressed)).script, OutScript.encode(decoded));
    case 'wpkh':
      return equalBytes(hash160(compressed), decoded.hash);
    case 'tr':
      return equalBytes(p2tr(compressed.subarray(1)).script, OutScript.encode(decoded));
    default:
      return false;
  }
}

/** Base64 with or without its padding (bip322-js, through Node's Buffer, reads both); undefined when it is neither. */
function decodeBase64(text: string): Uint8Array | undefined {
  for (const coder of [base64, base64nopad]) {
    try {
      return coder.decode(text);
    } catch {
      // Not this form of base64.
    }
  }
  return undefined;
}

/**
 * Whether `signature` (base64) is `address`'s signature of `message`: BIP-322 simple for P2WPKH, P2SH-P2WPKH and P2TR
 * (key path), with or without BIP-322 2.0's `smp` prefix; or a legacy BIP-137 signature (65 bytes), which a P2PKH
 * address must give. Any network's address. False, never a throw, for anything else.
 */
export function verifyBip322(address: string, message: string, signature: string): boolean {
  try {
    const decoded = decodeAddress(address);
    if (!decoded) return false;
    const bytes = decodeBase64(signature);
    if (bytes?.length === 65) return verifyBip137(decoded, message, bytes);
    if (decoded.type === 'pkh') return false;
    const script = OutScript.encode(decoded);
    if (verifySimple(decoded, script, message, bytes)) return true;
    // BIP-322 2.0 prefixes a simple signature with `smp`; an unprefixed one may start so too, so both are tried.
    return signature.startsWith('smp') && verifySimple(decoded, script, message, decodeBase64(signature.slice(3)));
  } catch {
    // A malformed witness, DER signature, point or recovery id: no signature of `address`.
    return false;
  }
}
