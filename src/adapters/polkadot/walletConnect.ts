// The polkadot namespace in the modal's WalletConnect session: what the proposal asks for, and the session seen as a
// polkadot-js style extension, so the adapter's methods serve a phone wallet as they serve an extension of the page.
// Loaded with the session, not in the first load.
import { WalletErrorCode } from '../../errors';
import type { WalletConnectClient, WalletConnectParticipation } from '../walletConnect/session';
import type { PolkadotExtension } from './discovery';

/** The WalletConnect method that signs a message in the polkadot namespace (docs/behaviour.md#other-families). */
const SIGN_MESSAGE = 'polkadot_signMessage';

/** The session's polkadot accounts, each with the first chain the session grants it (a request names its chain). */
function sessionAccounts(client: WalletConnectClient): Map<string, string> {
  const chainOf = new Map<string, string>();
  for (const account of client.accounts('polkadot')) {
    const [namespace, reference, address] = account.split(':');
    if (reference && address && !chainOf.has(address)) chainOf.set(address, `${namespace}:${reference}`);
  }
  return chainOf;
}

/**
 * Sends `polkadot_signMessage` for `signRaw`: the data as the 0x-hex `message` (wallets sign its bytes wrapped in
 * <Bytes>…</Bytes>, as extensions do), answered by `{ signature }`. A WalletConnect wallet refuses with 5000 where an
 * extension's user cancels: the adapter reads it as 4001.
 */
async function signRaw(client: WalletConnectClient, { address, data }: { address: string; data: string }): Promise<unknown> {
  const chain = sessionAccounts(client).get(address);
  if (chain === undefined)
    throw Object.assign(new Error('The session does not grant this account'), { code: WalletErrorCode.unauthorized });
  try {
    return await client.request(chain, SIGN_MESSAGE, { address, message: data });
  } catch (error) {
    const code = (error as { code?: unknown } | undefined)?.code;
    throw code === WalletErrorCode.default ? Object.assign(new Error('Cancelled'), { code: WalletErrorCode.userRejected }) : error;
  }
}

/**
 * The session as an extension: `enable` grants what the session grants (the wallet approved it when pairing), its
 * accounts are the session's (followed through `session_update`, none once it ends), and `signRaw` is `polkadot_signMessage`.
 */
function walletConnectPolkadotExtension(client: WalletConnectClient): PolkadotExtension {
  const accounts = () => [...sessionAccounts(client).keys()].map((address) => ({ address }));
  const injected = {
    accounts: {
      get: async () => accounts(),
      subscribe(listener: (accounts: { address: string }[]) => void) {
        const update = () => listener(accounts());
        // The session's end takes its accounts with it: none then, as an extension that forgot the site says.
        const ended = () => listener([]);
        client.on('session_update', update);
        client.on('session_delete', ended);
        return () => {
          client.removeListener('session_update', update);
          client.removeListener('session_delete', ended);
        };
      },
    },
    signer: {
      signRaw: client.methods('polkadot').includes(SIGN_MESSAGE)
        ? (raw: { address: string; data: string }) => signRaw(client, raw)
        : undefined,
    },
  };
  return { id: 'walletConnect', enable: async () => injected };
}

export const polkadotWalletConnect: WalletConnectParticipation = {
  methods: [SIGN_MESSAGE],
  events: [],
  provider: walletConnectPolkadotExtension,
};
