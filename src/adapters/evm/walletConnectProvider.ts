import { ErrorText, WalletErrorCode } from '../../errors';
import { eventListeners } from '../../utils/eventListeners';
import type { WalletConnectClient, WalletConnectParticipation } from '../walletConnect/session';
import { WalletRequestError } from '../walletRequestError';
import type { Eip1193Provider } from './eip1193';
import { isUnsupportedMethod, parseChainId, toHexChainId } from './eip1193';

/** `wallet_revokePermissions` for the account permission (`[{ eth_accounts: {} }]`, how a disconnect asks), not for a smart session. */
const isAccountsRevoke = (params: unknown) =>
  Array.isArray(params) && typeof params[0] === 'object' && params[0] !== null && 'eth_accounts' in params[0];

/**
 * An EIP-1193 view of a WalletConnect session's eip155 namespace: `eth_requestAccounts` pairs (or reuses the
 * live session) and emits `display_uri` with the pairing URI, as WalletConnect's own EIP-1193 provider does;
 * `wallet_revokePermissions` of the account permission ends the session; other calls go to the wallet on the current chain.
 */
export function walletConnectEip1193Provider(client: WalletConnectClient): Eip1193Provider {
  const { emit, ...events } = eventListeners();
  const sessionAccounts = () => client.accounts('eip155').map((account) => account.split(':'));
  let chainId = Number(sessionAccounts()[0]?.[1] ?? 0);

  client.on('display_uri', (uri) => emit('display_uri', uri));
  client.on('session_delete', () =>
    emit(
      'disconnect',
      new WalletRequestError(ErrorText.sessionEnded, { code: WalletErrorCode.disconnected, notice: { key: 'error.sessionEnded' } }),
    ),
  );
  client.on('accountsChanged', (accounts) => emit('accountsChanged', accounts));
  client.on('chainChanged', (value) => {
    chainId = Number(value);
    emit('chainChanged', toHexChainId(chainId));
  });

  const accounts = () => {
    const known = sessionAccounts();
    const onChain = known.filter(([, chain]) => Number(chain) === chainId);
    return [...new Set((onChain.length ? onChain : known).map(([, , address]) => address))];
  };

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_requestAccounts':
          await client.pair();
          chainId = Number(sessionAccounts()[0]?.[1] ?? 0);
          return accounts();
        case 'eth_accounts':
          return client.hasSession() ? accounts() : [];
        case 'eth_chainId':
          return toHexChainId(chainId);
        // Revoking the account permission ends the session; revoking a smart session (ERC-7715) is the wallet's.
        case 'wallet_revokePermissions':
          if (!isAccountsRevoke(params)) return client.request(`eip155:${chainId}`, method, params);
          await client.disconnect();
          return null;
        case 'wallet_switchEthereumChain': {
          const target = parseChainId((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId);
          const approved = target !== undefined && sessionAccounts().some(([, chain]) => Number(chain) === target);
          // A chain the session did not grant: the wallet cannot serve it, and adding it (what 4902 would invite) is no help.
          if (!approved) {
            throw new WalletRequestError(ErrorText.chainNotSupported, {
              code: WalletErrorCode.chainDisconnected,
              notice: { key: 'error.chainNotSupported' },
            });
          }
          // The session already grants the chain; a wallet without the method still follows the default chain.
          await client.request(`eip155:${chainId}`, method, params).catch((error: unknown) => {
            if (!isUnsupportedMethod(error)) throw error;
          });
          chainId = target;
          client.setDefaultChain(`eip155:${target}`);
          emit('chainChanged', toHexChainId(target));
          return null;
        }
        default:
          return client.request(`eip155:${chainId}`, method, params);
      }
    },
    ...events,
  };
}

/** The eip155 namespace in the modal's WalletConnect session: what the proposal asks, and the EIP-1193 view of the session. */
export const eip155WalletConnect: WalletConnectParticipation = {
  methods: [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
    'eth_sendTransaction',
    'personal_sign',
    'eth_signTypedData_v4',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  events: ['chainChanged', 'accountsChanged'],
  provider: walletConnectEip1193Provider,
};
