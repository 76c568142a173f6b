import { ErrorText } from '../src/errors';
import { nonEmptyString, z } from '../src/utils/zod';

const login = z.object({
  token: nonEmptyString(),
  /** An ISO date, or milliseconds since the epoch. */
  expiresAt: z.union([z.iso.datetime({ offset: true }), z.number()]),
  user: z.object({ id: z.union([nonEmptyString(), z.number()]), email: z.string() }),
});

/** The frame's own backend (its deployment's `backendUrl`): projects, e-mail login, sessions. */
const schemas = {
  project: z.object({ allowedOrigins: z.array(z.string()) }),
  connect: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  deviceVerified: z.object({ action: z.literal('VERIFY_OTP') }),
  login,
  /** A right code: the login, or (a known user's new device) the device to approve through the mailed link first. */
  codeVerified: z.union([login, z.object({ action: z.literal('VERIFY_DEVICE') })]),
  session: z.object({
    user: z.object({
      id: z.union([nonEmptyString(), z.number()]),
      email: z.string(),
      addresses: z.optional(z.object({ eip155: z.optional(z.string()), solana: z.optional(z.string()) })),
    }),
  }),
  email: z.object({ email: z.string() }),
  any: z.unknown(),
};

/** The backend's answer when its long poll ran out. */
const POLL_ENDED = 408;
const UNAUTHORIZED = 401;

class BackendError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export function createBackend(backendUrl: string, fetchFn: typeof fetch = (...args) => fetch(...args)) {
  const base = backendUrl.replace(/\/+$/, '');
  async function call<T extends z.ZodMiniType>(
    schema: T,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    { body, token }: { body?: unknown; token?: string | undefined } = {},
  ): Promise<z.output<T>> {
    const response = await fetchFn(`${base}${path}`, {
      method,
      headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const message = z.object({ message: z.string() }).safeParse(answer);
      throw new BackendError(message.success ? message.data.message : ErrorText.httpStatus(response.status), response.status);
    }
    return schema.parse(answer);
  }

  /**
   * One long poll (at most 25 s) for the user to follow the device link. It ends before the app's request timeout, so
   * a poll that ran out is an error the app can answer by asking again.
   */
  async function waitForDevice(body: { email: string; deviceId: string }) {
    try {
      return await call(schemas.deviceVerified, 'POST', '/device/wait', { body });
    } catch (error) {
      throw error instanceof BackendError && error.status === POLL_ENDED ? new Error(ErrorText.frameDeviceNotVerified) : error;
    }
  }

  return {
    project: (projectId: string) => call(schemas.project, 'GET', `/project?${new URLSearchParams({ projectId })}`),
    connectEmail: (body: { email: string; deviceId: string }, token?: string) =>
      call(schemas.connect, 'POST', '/email/connect', { body, token }),
    waitForDevice,
    /**
     * Logs in with the code mailed to this device. A backend that checks a known user's new device after the code
     * (docs/behaviour.md#embedded-wallet-e-mail-login) answers VERIFY_DEVICE: the device waits for its mailed link (one
     * long poll; when it runs out the user follows the link and sends the code again), then sends the code again.
     */
    async verifyOtp(body: { email: string; deviceId: string; otp: string }): Promise<z.output<typeof login>> {
      const answer = await call(schemas.codeVerified, 'POST', '/otp/verify', { body });
      if (!('action' in answer)) return answer;
      await waitForDevice({ email: body.email, deviceId: body.deviceId });
      return call(schemas.login, 'POST', '/otp/verify', { body });
    },
    /** The session's user, or undefined when the session is no longer valid. */
    async session(token: string) {
      try {
        return (await call(schemas.session, 'GET', '/session', { token })).user;
      } catch (error) {
        if (error instanceof BackendError && error.status === UNAUTHORIZED) return undefined;
        throw error;
      }
    },
    saveAddresses: (token: string, addresses: { eip155: string; solana: string }) =>
      call(schemas.any, 'PUT', '/user/addresses', { body: addresses, token }),
    signOut: (token: string) => call(schemas.any, 'POST', '/signout', { token }),
    updateEmail: (token: string, email: string) => call(schemas.any, 'POST', '/email/update', { body: { email }, token }),
    updateEmailPrimary: (token: string, otp: string) => call(schemas.any, 'POST', '/email/update/primary', { body: { otp }, token }),
    updateEmailSecondary: (token: string, otp: string) => call(schemas.email, 'POST', '/email/update/secondary', { body: { otp }, token }),
  };
}

export type Backend = ReturnType<typeof createBackend>;
