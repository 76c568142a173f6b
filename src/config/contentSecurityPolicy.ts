import { EMBEDDED_WALLET_API_URLS } from '../constants';
import { resolveConfig, type WalletModalConfig } from './config';
import { withProviderRpc } from './networks';

/** The directives the widget needs, each with its sources (docs/guide.md#content-security-policy). */
export interface WidgetContentSecurityPolicy {
  /** Our code comes with the page's bundle: no inline script, no `eval`. */
  'script-src': string[];
  /** The style elements the widget adds carry the page's nonce (`cspNonce`). */
  'style-src': string[];
  /** Wallet logos (fetched, then shown as `blob:`), built-in marks (`data:`), network and token images from the APIs. */
  'img-src': string[];
  /** The APIs, the WalletConnect relay, and every network's RPC nodes. */
  'connect-src': string[];
  /** The embedded wallet's frame (e-mail login), on an origin of its own. */
  'frame-src': string[];
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The Content Security Policy a page needs for the widget under `config`: only the hosts that configuration reaches.
 * `nonce` is the page's style nonce (the one passed as `cspNonce`); a host merges these sources into its own policy.
 *
 *     const policy = contentSecurityPolicy(config, { nonce })
 *     const header = Object.entries(policy).map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
 */
export function contentSecurityPolicy(config: WalletModalConfig, { nonce }: { nonce?: string } = {}): WidgetContentSecurityPolicy {
  const { options, networks } = resolveConfig(config);
  const apis = [options.apiUrls.provider, options.apiUrls.walletList];
  const { projectId } = options;
  // The nodes read as the widget reads them: through the provider API where it serves the chain (see createWalletModal).
  const rpcNodes = networks
    .map((network) => (projectId ? withProviderRpc(network, options.apiUrls.provider, projectId) : network))
    .flatMap(({ rpcUrls }) => [...rpcUrls.default.http, ...(rpcUrls.default.webSocket ?? [])]);
  const reached = projectId ? [...apis, options.apiUrls.analytics, options.relayUrl, ...rpcNodes] : rpcNodes;
  // The frame's base follows the page's time zone unless the host set it: a policy written ahead allows both defaults.
  const { embeddedWallet } = options.apiUrls;
  const frames = projectId ? (embeddedWallet ? [embeddedWallet] : Object.values(EMBEDDED_WALLET_API_URLS)) : [];
  return {
    'script-src': ["'self'"],
    'style-src': ["'self'", ...(nonce === undefined ? [] : [`'nonce-${nonce}'`])],
    'img-src': ["'self'", 'data:', 'blob:', ...new Set(projectId ? apis.map(originOf) : [])],
    'connect-src': ["'self'", ...new Set(reached.map(originOf))],
    'frame-src': [...new Set(frames.map(originOf))],
  };
}
