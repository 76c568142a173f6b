import { createDefaultSiwx, createServerSiwx, type Network, type SIWXConfig, useSession } from 'redux-wallet-modal';

const STATEMENT = 'Sign in to the redux-wallet-modal demo';

/**
 * The demo's sign-in, from its `?signIn=` query: `required` signs in with the local API's sign-in server (its session in
 * an http-only cookie, so the page and the API must be same-site: 127.0.0.1 with 127.0.0.1); `optional` with the
 * default sign-in, verified in the page and kept in its storage. Anything else: no sign-in.
 */
export function demoSignIn(
  mode: string | null,
  { apiUrl, networks }: { apiUrl: string; networks: readonly Network[] },
): SIWXConfig | undefined {
  if (mode === 'required') return createServerSiwx({ url: `${apiUrl}/auth`, required: true, statement: STATEMENT });
  if (mode === 'optional') return createDefaultSiwx({ networks, statement: STATEMENT });
  return undefined;
}

/** The host's view of the sign-in, as `useSession()` gives it; nothing when the demo runs without sign-in. */
export function SignInStatus({ enabled }: { enabled: boolean }) {
  const { status, session } = useSession();
  if (!enabled) return null;
  return (
    <p role="status" aria-label="Sign-in">
      {status === 'signedIn' && session
        ? `Signed in as ${session.data.accountAddress}`
        : status === 'checking'
          ? 'Checking the sign-in…'
          : 'Not signed in'}
    </p>
  );
}
