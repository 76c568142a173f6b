// CAIP-122 sign-in messages in ERC-4361's template, for the families whose wallets have no template of their own
// (Solana, Bitcoin, Polkadot, Cosmos): the text a family's account signs, and the check that a signed one says what the
// sign-in's data does (docs/behaviour.md#sign-in). Each family brings its chain's name, its address form and its
// signature check.
import type { SIWXMessageData } from '../config/siwx';

/** The network's CAIP-2 reference, which the message gives as its `Chain ID`. */
const referenceOf = (chainId: string) => chainId.split(':')[1] ?? '';

/**
 * The text `data`'s account signs: "{domain} wants you to sign in with your {chain} account:", the address, then
 * ERC-4361's fields, the network's CAIP-2 reference as `Chain ID`.
 */
export function caip122Message(chain: string, data: SIWXMessageData): string {
  const lines = [
    `${data.domain} wants you to sign in with your ${chain} account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement, ''] : []),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${referenceOf(data.chainId)}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources?.length ? ['Resources:', ...data.resources.map((resource) => `- ${resource}`)] : []),
  ];
  return lines.join('\n');
}

/**
 * Whether `text` is `chain`'s sign-in message, its address written as `addressForm` (a regular expression's source)
 * allows, saying what `data` does: the same account, network, domain and nonce, not expired and past its start at `now`.
 * The signature is the family's to check.
 */
export function saysSignIn(text: string, chain: string, addressForm: string, data: SIWXMessageData, now = Date.now()): boolean {
  const form = new RegExp(
    `^(?<domain>[^\\s/]+) wants you to sign in with your ${chain} account:\\n(?<address>${addressForm})\\n\\n(?:[^\\n]*\\n\\n)?URI: [^\\n]+\\nVersion: 1\\nChain ID: (?<chainReference>[-_a-zA-Z0-9]{1,32})\\nNonce: (?<nonce>[a-zA-Z0-9]+)\\nIssued At: [^\\n]+(?:\\nExpiration Time: (?<expirationTime>[^\\n]+))?(?:\\nNot Before: (?<notBefore>[^\\n]+))?(?:\\nRequest ID: [^\\n]*)?(?:\\nResources:(?:\\n- [^\\n]+)*)?$`,
  );
  const fields = form.exec(text)?.groups;
  if (!fields) return false;
  if (fields.address !== data.accountAddress || fields.chainReference !== referenceOf(data.chainId)) return false;
  if (fields.domain !== data.domain || fields.nonce !== data.nonce) return false;
  if (fields.expirationTime !== undefined && !(Date.parse(fields.expirationTime) > now)) return false;
  return fields.notBefore === undefined || Date.parse(fields.notBefore) <= now;
}
