/**
 * The frame's backend API (docs/behaviour.md#embedded-wallet) as a `fetch` function over maps, for the frame's unit
 * tests: codes are "mailed" into `mailbox`, each for the device that asked. A known user's new device is checked
 * `afterCode` as the real server does it (tools/embeddedWallet/server.ts: the code answers VERIFY_DEVICE, the device
 * waits for the link, then sends its code again), or `beforeCode` (connecting answers VERIFY_DEVICE), as a host's own
 * backend may.
 */
export function fakeBackend({
  allowedOrigins = ['https://app.example'],
  networks = [] as unknown[],
  devicePollsEnding = 0,
  deviceCheck = 'beforeCode' as 'beforeCode' | 'afterCode',
} = {}) {
  let pollsToEnd = devicePollsEnding;
  const base = 'https://wallet.example/api';
  const users = new Map<string, { id: string; email: string; devices: Set<string>; addresses?: { eip155: string; solana: string } }>();
  const codes = new Map<string, string>();
  const sessions = new Map<string, string>();
  const mailbox: { to: string; code: string }[] = [];
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  let nextCode = 100000;
  /** Devices whose link is mailed, by `email device`; the link is followed when the device's wait asks. */
  const linksMailed = new Set<string>();
  const mail = (email: string, deviceId: string) => {
    const code = String(nextCode++);
    codes.set(`${email} ${deviceId}`, code);
    mailbox.push({ to: email, code });
  };

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    if (url.pathname === '/config.json') return answer(200, { backendUrl: base, networks });
    const path = url.href.startsWith(base) ? url.pathname.slice('/api'.length) : undefined;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    const token = new Headers(init?.headers).get('authorization')?.replace('Bearer ', '');
    const userId = token ? sessions.get(token) : undefined;
    const user = [...users.values()].find((candidate) => candidate.id === userId);
    switch (`${init?.method ?? 'GET'} ${path}`) {
      case 'GET /project':
        return answer(200, { allowedOrigins });
      case 'POST /email/connect': {
        const known = users.get(body.email ?? '');
        if (user && user.email === body.email) return answer(200, { action: 'CONNECT' });
        if (deviceCheck === 'beforeCode' && known && !known.devices.has(body.deviceId ?? '')) {
          return answer(200, { action: 'VERIFY_DEVICE' });
        }
        mail(body.email ?? '', body.deviceId ?? '');
        return answer(200, { action: 'VERIFY_OTP' });
      }
      case 'POST /device/wait': {
        const device = `${body.email} ${body.deviceId}`;
        if (deviceCheck === 'afterCode' && !linksMailed.has(device)) return answer(400, { message: 'No device approval is pending' });
        if (pollsToEnd-- > 0) return answer(408, { message: 'Still waiting' });
        users.get(body.email ?? '')?.devices.add(body.deviceId ?? '');
        linksMailed.delete(device);
        if (deviceCheck === 'beforeCode') mail(body.email ?? '', body.deviceId ?? '');
        return answer(200, { action: 'VERIFY_OTP' });
      }
      case 'POST /otp/verify': {
        const device = `${body.email} ${body.deviceId}`;
        if (codes.get(device) !== body.otp) return answer(400, { message: 'Invalid code' });
        const known = users.get(body.email ?? '');
        if (deviceCheck === 'afterCode' && known && !known.devices.has(body.deviceId ?? '')) {
          linksMailed.add(device);
          return answer(200, { action: 'VERIFY_DEVICE' });
        }
        codes.delete(device);
        const email = body.email ?? '';
        const existing = users.get(email) ?? { id: `user-${users.size + 1}`, email, devices: new Set<string>() };
        existing.devices.add(body.deviceId ?? '');
        users.set(email, existing);
        const issued = crypto.randomUUID();
        sessions.set(issued, existing.id);
        return answer(200, { token: issued, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), user: { id: existing.id, email } });
      }
      case 'GET /session':
        return user
          ? answer(200, { user: { id: user.id, email: user.email, addresses: user.addresses ?? {} } })
          : answer(401, { message: 'Unauthorized' });
      case 'PUT /user/addresses':
        if (!user) return answer(401, { message: 'Unauthorized' });
        user.addresses = { eip155: body.eip155 ?? '', solana: body.solana ?? '' };
        return answer(200, {});
      case 'POST /signout':
        if (token) sessions.delete(token);
        return answer(200, {});
      default:
        return answer(404, { message: `No route ${init?.method ?? 'GET'} ${url.pathname}` });
    }
  };
  return { fetch: fetch as typeof globalThis.fetch, mailbox, users, sessions };
}
