import { runEmbeddedWalletServer } from './embeddedWalletServer.ts';

const backend = runEmbeddedWalletServer();

// The modal's tests run in jsdom: the fixture's SMTP, SQLite and HTTP work there too.
it('serves the auth API and its mailbox to a jsdom test', async () => {
  const answer = await fetch(`${backend.url}/api/email/connect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'jsdom@example.org', deviceId: 'jsdom-device' }),
  });
  expect(await answer.json()).toEqual({ action: 'VERIFY_OTP' });
  expect(await backend.codeMailedTo('jsdom@example.org')).toMatch(/^\d{6}$/);
});
