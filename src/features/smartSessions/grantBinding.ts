// What ties a smart-session grant to one app and one activation (docs/behaviour.md#smart-sessions): the modal adds a
// policy naming the project and a fresh random nonce to every `wallet_grantPermissions` request, so the account's
// signature over the grant (its `context`) names them too. The provider API activates a grant only for the project it
// names, and only once per nonce: a grant replayed, after a revoke or not, is refused. No imports: the local API
// (mocks/namesAndSessions.ts) loads this module as it is, under Node.

/** The policy type (ERC-7715 `policies`) that carries the binding. */
export const GRANT_BINDING_POLICY = 'grant-binding';

/** A binding's nonce: 16 to 32 random bytes, lower-case hex without `0x`. */
export const GRANT_NONCE_PATTERN = /^[0-9a-f]{32,64}$/;

/** What the binding policy holds: the project the grant is for, and the nonce that makes this grant one of a kind. */
interface GrantBinding {
  projectId: string;
  nonce: string;
}

/** 16 random bytes as lower-case hex: a nonce no earlier grant has. */
export function grantNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The policy entry that binds a grant to `projectId` under `nonce`. */
export const grantBindingPolicy = (binding: GrantBinding) => ({ type: GRANT_BINDING_POLICY, data: binding });

/**
 * The binding among a grant's `policies`: there must be exactly one, with a non-empty project id and a nonce of the
 * pattern above; undefined otherwise.
 */
export function grantBindingOf(policies: readonly { type: string; data: unknown }[]): GrantBinding | undefined {
  const bindings = policies.filter((policy) => policy.type === GRANT_BINDING_POLICY);
  const data = bindings.length === 1 ? (bindings[0]?.data as Partial<Record<keyof GrantBinding, unknown>> | null) : undefined;
  if (typeof data !== 'object' || data === null) return undefined;
  const { projectId, nonce } = data;
  if (typeof projectId !== 'string' || !projectId || typeof nonce !== 'string' || !GRANT_NONCE_PATTERN.test(nonce)) return undefined;
  return { projectId, nonce };
}
