import {
  COINBASE_PREFERENCES,
  CONNECT_METHODS,
  CONNECTOR_TYPE_ORDER,
  DEFAULT_API_URLS,
  DEFAULT_LOG_LEVEL,
  DEFAULT_RELAY_URL,
  DEFAULT_SOCIALS,
  WALLET_FEATURES_ORDER,
} from '../constants';
import { ErrorText } from '../errors';
import { isLanguageTag, type Locale, pickLocale } from '../i18n/locales';
import type { Platform } from '../utils/platform';
import { httpUrl, nonEmptyString, wsUrl, z } from '../utils/zod';
import { type Network, networkSchema } from './networks';
import { type SIWEConfig, type SIWXConfig, type SignIn, siweSchema, siwxSchema } from './siwx';

const flag = (defaultValue: boolean) => z._default(z.boolean(), defaultValue);

/** Feature options with their defaults (docs/behaviour.md#limits). */
const featuresSchema = z.strictObject({
  swaps: flag(true),
  onramp: flag(true),
  receive: flag(true),
  send: flag(true),
  email: flag(true),
  emailShowWallets: flag(true),
  /** `false` hides social login; otherwise the buttons, in order. */
  socials: z._default(z.union([z.literal(false), z.array(z.enum(DEFAULT_SOCIALS))]), [...DEFAULT_SOCIALS]),
  connectorTypeOrder: z._default(z.array(z.enum(CONNECTOR_TYPE_ORDER)), [...CONNECTOR_TYPE_ORDER]),
  history: flag(true),
  analytics: flag(true),
  allWallets: flag(true),
  legalCheckbox: flag(false),
  smartSessions: flag(false),
  collapseWallets: flag(false),
  walletFeaturesOrder: z._default(z.array(z.enum(WALLET_FEATURES_ORDER)), [...WALLET_FEATURES_ORDER]),
  /** Unset means the default: email, social, wallet — or wallet first when an injected wallet exists. */
  connectMethodsOrder: z.optional(z.array(z.enum(CONNECT_METHODS))),
  pay: flag(false),
});

const themeVariablesSchema = z.strictObject({
  accent: z.optional(nonEmptyString()),
  fontFamily: z.optional(nonEmptyString()),
  borderRadius: z.optional(nonEmptyString()),
  zIndex: z.optional(z.number().check(z.int())),
});

const customWalletSchema = z.strictObject({
  id: nonEmptyString(),
  name: nonEmptyString(),
  rdns: z.optional(z.string()),
  image_url: z.optional(httpUrl),
  mobile_link: z.optional(z.string()),
  desktop_link: z.optional(z.string()),
  webapp_link: z.optional(httpUrl),
});

const configSchema = z.strictObject({
  // zod/mini has no `preprocess`: a transform piped into the schema, wrapped in `optional` so the key stays optional.
  projectId: z.optional(
    z.pipe(
      z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
      z.optional(z.string().check(z.trim())),
    ),
  ),
  networks: z.array(networkSchema).check(z.minLength(1, 'At least one network is required')),
  defaultNetwork: z.optional(z.string()),
  /** CAIP-2 ids of networks added to the swap networks (docs/behaviour.md#swaps): a network of the host's own exchange. */
  swapNetworks: z.optional(z.array(z.string())),
  metadata: z.optional(
    z.strictObject({
      name: nonEmptyString(),
      description: z.string(),
      url: httpUrl,
      icons: z.array(httpUrl),
    }),
  ),
  features: z._default(featuresSchema, featuresSchema.parse({})),
  themeMode: z._default(z.enum(['light', 'dark', 'system']), 'system'),
  /**
   * The language of the modal's texts, a BCP 47 tag (`de`, `pt-BR`). Unset: the page's `<html lang>`, then the
   * browser's language, then English; a language the modal does not speak falls back the same way.
   */
  locale: z.optional(z.string().check(z.refine(isLanguageTag, 'Expected a BCP 47 language tag such as "de" or "pt-BR"'))),
  themeVariables: z._default(themeVariablesSchema, {}),
  featuredWalletIds: z._default(z.array(nonEmptyString()), []),
  includeWalletIds: z._default(z.array(nonEmptyString()), []),
  excludeWalletIds: z._default(z.array(nonEmptyString()), []),
  /** Connectors hidden by rdns or by name, case-insensitive. */
  excludeConnectors: z._default(z.array(nonEmptyString()), []),
  customWallets: z._default(z.array(customWalletSchema), []),
  allowUnsupportedChain: flag(false),
  enableNetworkSwitch: flag(true),
  /**
   * Activity keeps a transaction the history API lists as pending up to date: while one is shown, the
   * first history page is fetched again every 30 s (at most 99 times). Off by default: each poll is an API request.
   */
  watchPendingTransactions: flag(false),
  /** Offer Coinbase Wallet through its SDK (loaded on first use); an installed Coinbase extension is used instead. */
  enableCoinbase: flag(true),
  coinbasePreference: z._default(z.enum(COINBASE_PREFERENCES), 'all'),
  /** Render inside the host's tree instead of appending one element to `document.body` (docs/behaviour.md#modal). */
  enableEmbedded: flag(false),
  disableAppend: flag(false),
  /**
   * Fetch the modal's code once the page is idle and render its first view hidden, rather than on a sign of intent
   * (docs/behaviour.md#modal): every visitor pays for it, connecting or not.
   */
  warmUpWhenIdle: flag(false),
  termsConditionsUrl: z.optional(httpUrl),
  privacyPolicyUrl: z.optional(httpUrl),
  apiUrls: z._default(
    z.strictObject({
      provider: z._default(httpUrl, DEFAULT_API_URLS.provider),
      walletList: z._default(httpUrl, DEFAULT_API_URLS.walletList),
      analytics: z._default(httpUrl, DEFAULT_API_URLS.analytics),
      /** The embedded-wallet frame's API base; unset, it follows the page's time zone (docs/behaviour.md#embedded-wallet). */
      embeddedWallet: z.optional(httpUrl),
    }),
    { ...DEFAULT_API_URLS },
  ),
  relayUrl: z._default(wsUrl, DEFAULT_RELAY_URL),
  logLevel: z._default(z.enum(['silent', 'error', 'warn', 'info', 'debug']), DEFAULT_LOG_LEVEL),
  siweConfig: z.optional(siweSchema),
  siwx: z.optional(siwxSchema),
});

export type WalletModalConfig = Omit<z.input<typeof configSchema>, 'siweConfig' | 'siwx'> & {
  /** Sign in with X (docs/behaviour.md#sign-in): the host's sign-in, or `createDefaultSiwx()` / `createServerSiwx()`. */
  siwx?: SIWXConfig;
  /** The older, Ethereum-only sign-in; not together with `siwx`. */
  siweConfig?: SIWEConfig;
};
type ParsedConfig = z.output<typeof configSchema>;

/** The serialisable part of the configuration. */
type ConfiguredOptions = Omit<ParsedConfig, 'networks' | 'defaultNetwork' | 'siweConfig' | 'siwx' | 'locale'> & {
  /**
   * Whether sign-in (SIWX or SIWE) is on and required, and its sign-message view: `ConnectingSiwe` for a legacy
   * `siweConfig`, which signs in on eip155 networks only.
   */
  signIn: { enabled: boolean; required: boolean; view: 'SIWXSignMessage' | 'ConnectingSiwe' };
  /** The language the modal speaks (`localeChanged` changes it). */
  locale: Locale;
};

/** What the `options` slice holds: the configuration, the platform the page runs on and where it runs. */
export type WalletModalOptions = ConfiguredOptions & {
  platform: Platform;
  /** The page's time zone is a restricted one (read once, when the store is made; docs/behaviour.md#embedded-wallet). */
  inRestrictedRegion: boolean;
};

export interface ResolvedConfig {
  options: ConfiguredOptions;
  networks: Network[];
  defaultNetwork: Network;
  /** A `defaultNetwork` that is not one of `networks`: the first network stands in, and the developer is told. */
  unknownDefaultNetwork?: string;
  /** Non-serialisable parts handed to the listener middleware as `extra`, never to state. */
  signIn: SignIn | undefined;
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

function formatIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const { path, message } = explain(issue);
      return `${path.map(String).join('.') || '(config)'}: ${message}`;
    })
    .join('; ');
}

/**
 * Validates a host's configuration (docs/behaviour.md#validation). Throws `WalletModalConfigError` with every problem listed;
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
  const { networks, defaultNetwork: defaultNetworkId, siweConfig: _siwe, siwx: _siwx, locale, ...rest } = result.data;

  const ids = networks.map((network) => network.caipNetworkId);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new WalletModalConfigError(`Invalid wallet modal configuration: networks: duplicate network ${duplicate}`);

  const configuredDefault = networks.find((network) => network.caipNetworkId === defaultNetworkId);
  // `networks` has at least one entry: the schema says so.
  const defaultNetwork = configuredDefault ?? (networks[0] as Network);

  // The host's own objects, not the checked copies: a class instance keeps its `this`.
  const { siwx, siweConfig } = input;
  const signIn: SignIn | undefined = siwx ? { siwx } : siweConfig && siweConfig.enabled !== false ? { siwe: siweConfig } : undefined;
  return {
    options: {
      ...rest,
      signIn: {
        enabled: signIn !== undefined,
        // An AppKit host knows these defaults: optional for SIWX, required for SIWE.
        required: siwx ? siwx.getRequired?.() === true : signIn !== undefined && siweConfig?.required !== false,
        view: siwx ? 'SIWXSignMessage' : 'ConnectingSiwe',
      },
      locale: pickLocale(locale, globalThis.document?.documentElement.lang, globalThis.navigator?.language),
    },
    networks,
    defaultNetwork,
    ...(defaultNetworkId !== undefined && !configuredDefault && { unknownDefaultNetwork: defaultNetworkId }),
    signIn,
  };
}
