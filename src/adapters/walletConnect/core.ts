import { Core } from '@walletconnect/core';
import { type CoreTypes, type ICore, IVerify } from '@walletconnect/types';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A relay on this machine (the project's loopback relay), not a public one. */
export function isLoopbackRelay(relayUrl: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(relayUrl).hostname);
  } catch {
    return false;
  }
}

/**
 * Verify for sessions that never leave this machine. The SDK's Verify asks `verify.walletconnect.org`
 * to attest the page's origin (an iframe on the app side, a fetch on the wallet side); that server cannot
 * attest a loopback origin and is not reachable offline, and a browser then waits 5 s per proposal.
 * Here the app sends no attestation and the wallet resolves none, so it shows the origin as UNKNOWN,
 * which is the truth for a local page.
 */
class NoAttestationVerify extends IVerify {
  readonly context = 'no-attestation-verify';
  register = async () => '';
  // The SDK's own Verify also answers "nothing known" with undefined; the interface does not say so.
  resolve = async () => undefined as unknown as Awaited<ReturnType<IVerify['resolve']>>;
}

/**
 * The WalletConnect Core for a relay URL. On a loopback relay it sends no telemetry and uses
 * `NoAttestationVerify`, through the SDK's own extension points (`ICore.verify`, `SignClient` and
 * `UniversalProvider` accepting a `core`). Any other relay gets the SDK's defaults untouched.
 */
export function createWalletConnectCore(options: CoreTypes.Options & { relayUrl: string }): ICore {
  const local = isLoopbackRelay(options.relayUrl);
  const core = new Core({ ...options, ...(local && { telemetryEnabled: false }) });
  if (local) core.verify = new NoAttestationVerify(core, core.logger, core.storage);
  return core;
}
