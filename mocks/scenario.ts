/** Every route the mock API serves, by the name the scenario switches use. */
const ROUTES = [
  'rpc',
  'supportedChains',
  'identity',
  'history',
  'balance',
  'convertQuotes',
  'convertTokens',
  'convertAllowance',
  'convertGasPrice',
  'convertBuildApprove',
  'convertBuildTransaction',
  'fungiblePrice',
  'profileAccount',
  'profileReverse',
  'profileSuggestions',
  'profileRegister',
  'onrampUrl',
  'onrampOptions',
  'onrampQuote',
  'checkoutPage',
  'checkoutPay',
  'sessions',
  'sessionsActivate',
  'sessionsRevoke',
  'analyticsEvent',
  'authNonce',
  'authVerify',
  'authSession',
  'authSignOut',
  'wallets',
  'walletImage',
  'assetImage',
  'currencyImage',
  'tokenImage',
  'origins',
  'analyticsConfig',
] as const;
export type RouteName = (typeof ROUTES)[number];

type Malformation = 'invalid-json' | 'wrong-shape';

/**
 * Switches for testing the unhappy paths against the same handlers: a delay before every answer or a hold before
 * chosen routes, an
 * HTTP error (with an optional server message) or a spoiled body for chosen routes, a hostile
 * wallet catalogue (see `hostileWalletAnswer`), and pending transactions in the fixture history.
 */
export interface Scenario {
  latencyMs: number;
  /** A further hold before chosen routes answer, in ms (an identity API that answers after 3 s). */
  holdMs: Partial<Record<RouteName, number>>;
  errors: Partial<Record<RouteName, { status: number; message?: string }>>;
  malformed: Partial<Record<RouteName, Malformation>>;
  hostileWallets?: boolean;
  /** How many of the newest fixture history entries read pending (the rest confirmed); a test sets 0 to confirm them. */
  pendingHistory?: number;
  /** Origins left out of the `projects/v1/origins` answer, so a page on one of them is not on the allowlist. */
  unlistedOrigins?: string[];
}

export const defaultScenario = (): Scenario => ({ latencyMs: 0, holdMs: {}, errors: {}, malformed: {} });

function isRoute(value: string): value is RouteName {
  return (ROUTES as readonly string[]).includes(value);
}

/** A scheme, host and port exactly as a browser writes a page's origin (`http://127.0.0.1:5173`, no path or slash). */
function isOrigin(value: unknown): value is string {
  return typeof value === 'string' && URL.canParse(value) && new URL(value).origin === value;
}

/**
 * Reads a scenario from JSON (the HTTP server's `/__mock/scenario`) or from the environment
 * (`MOCK_LATENCY_MS=200`, `MOCK_HOLD_MS=identity:3000`, `MOCK_ERRORS=history:500,identity:403:Unauthorized: invalid key`,
 * `MOCK_MALFORMED=balance:wrong-shape`, `MOCK_HOSTILE_WALLETS=1`, `MOCK_PENDING_HISTORY=2`,
 * `MOCK_UNLISTED_ORIGINS=http://127.0.0.1:5173`). Unknown routes are refused with a clear message.
 */
export function parseScenario(input: unknown): Scenario {
  if (typeof input !== 'object' || input === null) throw new Error('A scenario is a JSON object');
  const {
    latencyMs = 0,
    holdMs = {},
    errors = {},
    malformed = {},
    hostileWallets = false,
    pendingHistory = 0,
    unlistedOrigins = [],
  } = input as Record<string, unknown>;
  const isDelay = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 60_000;
  if (!isDelay(latencyMs)) throw new Error('latencyMs must be 0 to 60000');
  if (typeof hostileWallets !== 'boolean') throw new Error('hostileWallets must be true or false');
  if (!Number.isInteger(pendingHistory) || (pendingHistory as number) < 0)
    throw new Error('pendingHistory must be a whole number, 0 or more');
  const scenario = defaultScenario();
  scenario.latencyMs = latencyMs;
  if (hostileWallets) scenario.hostileWallets = true;
  if (pendingHistory) scenario.pendingHistory = pendingHistory as number;
  if (!Array.isArray(unlistedOrigins) || !unlistedOrigins.every(isOrigin))
    throw new Error('unlistedOrigins must be a list of origins, such as ["http://127.0.0.1:5173"]');
  if (unlistedOrigins.length) scenario.unlistedOrigins = unlistedOrigins;
  for (const [route, value] of Object.entries(holdMs as Record<string, unknown>)) {
    if (!isRoute(route)) throw new Error(`Unknown route "${route}"; known: ${ROUTES.join(', ')}`);
    if (!isDelay(value)) throw new Error(`holdMs.${route} must be 0 to 60000`);
    scenario.holdMs[route] = value;
  }
  for (const [route, value] of Object.entries(errors as Record<string, unknown>)) {
    if (!isRoute(route)) throw new Error(`Unknown route "${route}"; known: ${ROUTES.join(', ')}`);
    const { status, message } = (typeof value === 'number' ? { status: value } : value) as { status: unknown; message?: unknown };
    if (typeof status !== 'number' || status < 400 || status > 599) throw new Error(`errors.${route}: status must be 400 to 599`);
    scenario.errors[route] = typeof message === 'string' ? { status, message } : { status };
  }
  for (const [route, value] of Object.entries(malformed as Record<string, unknown>)) {
    if (!isRoute(route)) throw new Error(`Unknown route "${route}"; known: ${ROUTES.join(', ')}`);
    if (value !== 'invalid-json' && value !== 'wrong-shape') throw new Error(`malformed.${route}: invalid-json or wrong-shape`);
    scenario.malformed[route] = value;
  }
  return scenario;
}

export function scenarioFromEnv(env: Record<string, string | undefined>): Scenario {
  const pairs = (text: string | undefined) =>
    (text ?? '')
      .split(',')
      .filter(Boolean)
      .map((item) => item.split(':'));
  return parseScenario({
    latencyMs: Number(env.MOCK_LATENCY_MS ?? 0),
    holdMs: Object.fromEntries(pairs(env.MOCK_HOLD_MS).map(([route, ms]) => [route, Number(ms)])),
    errors: Object.fromEntries(
      pairs(env.MOCK_ERRORS).map(([route, status, ...message]) => [
        route,
        { status: Number(status), message: message.join(':') || undefined },
      ]),
    ),
    malformed: Object.fromEntries(pairs(env.MOCK_MALFORMED).map(([route, kind]) => [route, kind])),
    hostileWallets: env.MOCK_HOSTILE_WALLETS === '1' || env.MOCK_HOSTILE_WALLETS === 'true',
    pendingHistory: Number(env.MOCK_PENDING_HISTORY ?? 0),
    unlistedOrigins: (env.MOCK_UNLISTED_ORIGINS ?? '').split(',').filter(Boolean),
  });
}
