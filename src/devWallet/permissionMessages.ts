// What the Dev Wallet signs when it grants or revokes an ERC-7715 permission. A grant's `context` is the account's
// signature over the whole grant: its account, chain, expiry, permissions and policies, among which the modal puts the
// one naming the project and a fresh nonce (docs/behaviour.md#smart-sessions), so one signature activates one grant of
// one project on one chain. A revoke's answer is the account's signature over the session's id. The local API checks
// both (mocks/namesAndSessions.ts), as the provider API checks its wallets'. No imports: the local API loads this
// module as it is, under Node.

/** A `wallet_grantPermissions` request (ERC-7715) as the Dev Wallet takes it: one account, one chain. */
export interface PermissionRequest {
  /** Hex, e.g. `0x7a69`. */
  chainId: string;
  address: string;
  /** Unix seconds. */
  expiry: number;
  permissions: { type: string; data: unknown }[];
  policies: { type: string; data: unknown }[];
}

/** JSON with every object's keys sorted, so the signer and the checker write the same text for the same value. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The text the account signs to grant `request`; the signature is the permission's context. */
export function grantMessage({ chainId, address, expiry, permissions, policies }: PermissionRequest): string {
  return `Grant permissions\n${canonicalJson({ address: address.toLowerCase(), chainId: chainId.toLowerCase(), expiry, permissions, policies })}`;
}

/** The text the account signs to revoke the smart session `pci`. */
export const revokeMessage = (pci: string) => `Revoke smart session ${pci}`;
