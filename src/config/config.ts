import { z } from 'zod';
import {
  CONNECT_METHODS,
  CONNECTOR_TYPE_ORDER,
  DEFAULT_API_URLS,
  DEFAULT_LOG_LEVEL,
  DEFAULT_RELAY_URL,
  DEFAULT_SOCIALS,
  WALLET_FEATURES_ORDER,
} from '../constants';
import { ErrorText } from '../errors';
import type { Platform } from '../utils/platform';
import { type Network, networkSchema } from './networks';

const httpUrl = z.url({ protocol: /^https?$/ });

/** Feature options with the defaults of SPEC §9. */
export const featuresSchema = z.strictObject({
  swaps: z.boolean().default(true),
  onramp: z.boolean().default(true),
  receive: z.boolean().default(true),
  send: z.boolean().default(true),
  email: z.boolean().default(true),
  emailShowWallets: z.boolean().default(true),
  /** `false` hides social login; otherwise the buttons, in order. */
  socials: z.union([z.literal(false), z.array(z.enum(DEFAULT_SOCIALS))]).default([...DEFAULT_SOCIALS]),
  connectorTypeOrder: z.array(z.enum(CONNECTOR_TYPE_ORDER)).default([...CONNECTOR_TYPE_ORDER]),
  history: z.boolean().default(true),
  analytics: z.boolean().default(true),
  allWallets: z.boolean().default(true),
  legalCheckbox: z.boolean().default(false),
  smartSessions: z.boolean().default(false),
  collapseWallets: z.boolean().default(false),
  walletFeaturesOrder: z.array(z.enum(WALLET_FEATURES_ORDER)).default([...WALLET_FEATURES_ORDER]),
  /** Unset means the SPEC §2 default: email, social, wallet — or wallet first when an injected wallet exists. */
  connectMethodsOrder: z.array(z.enum(CONNECT_METHODS)).optional(),
  pay: z.boolean().default(false),
});

export const themeVariablesSchema = z.strictObject({
  accent: z.string().min(1).optional(),
  fontFamily: z.string().min(1).optional(),
  borderRadius: z.string().min(1).optional(),
  zIndex: z.number().int().optional(),
});

const customWalletSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  rdns: z.string().optional(),
  image_url: httpUrl.optional(),
  mobile_link: z.string().optional(),
  desktop_link: z.string().optional(),
  webapp_link: httpUrl.optional(),
});

const objectLike = z.custom<object>((value) => typeof value === 'object' && value !== null, 'Expected an object');

/** Sign in with X: the session store a host provides (SPEC §4 "Wallet sign-in"). Shapes are refined by the SIWX issue. */
export interface SIWXConfig {
  required?: boolean;
  [method: string]: unknown;
}

const configSchema = z.strictObject({
  projectId: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().optional()),
  networks: z.array(networkSchema).min(1, 'At least one network is required'),
  defaultNetwork: z.string().optional(),
  metadata: z
    .strictObject({
      name: z.string().min(1),
      description: z.string(),
      url: httpUrl,
      icons: z.array(httpUrl),
    })
    .optional(),
  features: featuresSchema.default(featuresSchema.parse({})),
  themeMode: z.enum(['light', 'dark']).default('light'),
  themeVariables: themeVariablesSchema.default({}),
  featuredWalletIds: z.array(z.string().min(1)).default([]),
  includeWalletIds: z.array(z.string().min(1)).default([]),
  excludeWalletIds: z.array(z.string().min(1)).default([]),
  /** Connectors hidden by rdns or by name, case-insensitive (SPEC §5). */
  excludeConnectors: z.array(z.string().min(1)).default([]),
  customWallets: z.array(customWalletSchema).default([]),
  allowUnsupportedChain: z.boolean().default(false),
  enableNetworkSwitch: z.boolean().default(true),
  /** Render inside the host's tree instead of appending one element to `document.body` (SPEC §2). */
  enableEmbedded: z.boolean().default(false),
  disableAppend: z.boolean().default(false),
  termsConditionsUrl: httpUrl.optional(),
  privacyPolicyUrl: httpUrl.optional(),
  apiUrls: z
    .strictObject({
      provider: httpUrl.default(DEFAULT_API_URLS.provider),
      walletList: httpUrl.default(DEFAULT_API_URLS.walletList),
      analytics: httpUrl.default(DEFAULT_API_URLS.analytics),
    })
    .default({ ...DEFAULT_API_URLS }),
  relayUrl: z.url({ protocol: /^wss?$/ }).default(DEFAULT_RELAY_URL),
  logLevel: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default(DEFAULT_LOG_LEVEL),
  siweConfig: objectLike.optional(),
  siwx: objectLike.optional(),
});

export type WalletModalConfig = z.input<typeof configSchema>;
type ParsedConfig = z.output<typeof configSchema>;

/** The serialisable part of the configuration. */
export type ConfiguredOptions = Omit<ParsedConfig, 'networks' | 'defaultNetwork' | 'siweConfig' | 'siwx'> & {
  /** Whether sign-in (SIWE or SIWX) is configured, and whether it is required. */
  signIn: { enabled: boolean; required: boolean };
};

/** What the `options` slice holds: the configuration and the platform the page runs on. */
export type WalletModalOptions = ConfiguredOptions & { platform: Platform };

export interface ResolvedConfig {
  options: ConfiguredOptions;
  networks: Network[];
  defaultNetwork: Network;
  /** Non-serialisable parts handed to the listener middleware as `extra`, never to state. */
  siwx: SIWXConfig | undefined;
}

export class WalletModalConfigError extends Error {
  override name = 'WalletModalConfigError';
}

type Issue = z.core.$ZodIssue;

/** For a union, the branch that got furthest into the value explains the problem best. */
function explain(issue: Issue, parentPath: PropertyKey[] = []): { path: PropertyKey[]; message: string } {
  const path = [...parentPath, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return { path, message: issue.message };
  const branches = issue.errors.map((branch) => branch.map((inner) => explain(inner, path)));
  const best = branches.reduce((a, b) => (Math.max(...b.map((e) => e.path.length)) > Math.max(...a.map((e) => e.path.length)) ? b : a));
  return best[0] ?? { path, message: issue.message };
}

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const { path, message } = explain(issue);
      return `${path.map(String).join('.') || '(config)'}: ${message}`;
    })
    .join('; ');
}

/**
 * Validates a host's configuration (SPEC §5). Throws `WalletModalConfigError` with every problem listed;
 * a missing project id is not an error here: it raises the 'Project ID Not Configured' alert instead.
 */
export function resolveConfig(input: WalletModalConfig): ResolvedConfig {
  if (typeof input !== 'object' || input === null) {
    throw new WalletModalConfigError('Invalid wallet modal configuration: expected an object');
  }
  if (input.siweConfig !== undefined && input.siwx !== undefined) {
    throw new WalletModalConfigError(ErrorText.bothSiweAndSiwx);
  }
  const result = configSchema.safeParse(input);
  if (!result.success) {
    throw new WalletModalConfigError(`Invalid wallet modal configuration: ${formatIssues(result.error)}`);
  }
  const { networks, defaultNetwork: defaultNetworkId, siweConfig, siwx, ...rest } = result.data;

  const ids = networks.map((network) => network.caipNetworkId);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new WalletModalConfigError(`Invalid wallet modal configuration: networks: duplicate network ${duplicate}`);

  const defaultNetwork =
    defaultNetworkId === undefined ? networks[0] : networks.find((network) => network.caipNetworkId === defaultNetworkId);
  if (!defaultNetwork) {
    throw new WalletModalConfigError(
      `Invalid wallet modal configuration: defaultNetwork: ${defaultNetworkId} is not one of the configured networks`,
    );
  }

  const signInConfig = (siwx ?? siweConfig) as SIWXConfig | undefined;
  return {
    options: { ...rest, signIn: { enabled: signInConfig !== undefined, required: signInConfig?.required === true } },
    networks,
    defaultNetwork,
    siwx: signInConfig,
  };
}
