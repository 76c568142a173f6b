// Smart sessions (docs/behaviour.md#smart-sessions): granting and revoking. A chunk of its own, loaded on the first grant
// or revoke.
import type { ApiError } from '../../api/baseQuery';
import { selectFromCache } from '../../api/selectFromCache';
import { ErrorText } from '../../errors';
import { currentWallet } from '../../store/currentWallet';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import { loadingChanged } from '../../store/slices/modalSlice';
import { selectFeatures } from '../../store/slices/optionsSlice';
import type { ListenerApi, WalletModalDispatch, WalletModalState } from '../../store/types';
import { anyValue } from '../../utils/schemas';
import { nonEmptyString, z } from '../../utils/zod';
import { GRANT_BINDING_POLICY, grantBindingPolicy, grantNonce } from './grantBinding';
import { smartSessionGranted, smartSessionGrantFailed } from './sessionActions';
import { smartSessionRevoked, smartSessionRevokeFailed } from './sessionOutcomes';
import { type GrantPermissionsRequest, type SmartSession, sessionsApi } from './sessionsApi';

const entrySchema = z.object({ type: nonEmptyString(), data: anyValue });
const requestSchema = z.object({
  expiry: z.number().check(
    z.int(),
    z.positive(),
    z.refine((expiry) => expiry > Date.now() / 1000, 'Invalid input: expected a time in the future'),
  ),
  permissions: z.array(entrySchema).check(z.minLength(1)),
  policies: z._default(z.array(entrySchema), []),
});

/** The provider API's words when it gave some, else what failed. */
const apiWords = (error: Partial<ApiError> | { message?: string }) =>
  ('serverMessage' in error ? error.serverMessage : undefined) ?? error.message ?? ErrorText.walletRequestFailed;

/** The active EVM account on the active network, with its wallet, or why there is none. */
function activeEvmAccount(dispatch: WalletModalDispatch, state: WalletModalState) {
  const address = selectActiveAccount(state)?.address;
  const network = selectActiveNetwork(state);
  const wallet = dispatch(currentWallet('eip155'));
  if (!address || network?.chainNamespace !== 'eip155' || 'none' in wallet) return undefined;
  return { address, network, wallet };
}

/** `grantPermissions` (see grantPermissions.ts): the wallet grants, the provider API keeps the grant. */
export async function grantSmartSession(dispatch: WalletModalDispatch, getState: () => WalletModalState, request: GrantPermissionsRequest) {
  const state = getState();
  if (!selectFeatures(state).smartSessions) throw new Error(ErrorText.smartSessionsOff);
  const parsed = requestSchema.safeParse(request);
  if (!parsed.success) {
    throw new Error(
      ErrorText.invalidPermissionsRequest(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')),
    );
  }
  const account = activeEvmAccount(dispatch, state);
  if (!account) throw new Error(ErrorText.noActiveCaipAddress);
  const { address, network, wallet } = account;
  if (!wallet.adapter.grantPermissions) throw new Error(ErrorText.permissionsUnsupported);
  const chainId = `0x${Number(network.id).toString(16)}`;
  const { metadata, projectId } = state.options;
  const project = {
    id: projectId ?? '',
    name: metadata?.name ?? globalThis.location?.host ?? '',
    url: metadata?.url,
    iconUrl: metadata?.icons[0],
  };
  // The grant names the project and a fresh nonce (grantBinding.ts); a binding the host put in is replaced.
  const policies = [
    ...parsed.data.policies.filter((policy) => policy.type !== GRANT_BINDING_POLICY),
    grantBindingPolicy({ projectId: project.id, nonce: grantNonce() }),
  ];
  // Once the wallet is asked, the grant is a wallet request the modal settles after, granted or not
  // (docs/behaviour.md#modal).
  let session: SmartSession;
  try {
    const granted = await wallet.adapter.grantPermissions(wallet.connector, { chainId, address, ...parsed.data, policies });
    const kept = await dispatch(
      sessionsApi.endpoints.activateSmartSession.initiate(
        {
          address,
          grant: {
            chainId: granted.chainId,
            expiry: granted.expiry,
            permissions: granted.permissions,
            policies: granted.policies,
            context: granted.context,
            project,
          },
        },
        { track: false },
      ),
    );
    if (kept.error) throw new Error(apiWords(kept.error));
    // The API never gives the context back; the host that asked for the grant has it from its wallet.
    session = { ...kept.data, context: granted.context };
  } catch (error) {
    dispatch(smartSessionGrantFailed());
    throw error;
  }
  dispatch(smartSessionGranted(session));
  return session;
}

/**
 * Revoke: the wallet revokes the session and signs its id (`wallet_revokePermissions`), then the provider API revokes it
 * with that signature; the list is asked again. The modal is loading meanwhile.
 */
export async function revokeSmartSession(api: ListenerApi, pci: string) {
  const account = activeEvmAccount(api.dispatch, api.getState());
  const listed = account && selectFromCache(sessionsApi.endpoints.getSmartSessions.select(account.address), api.getState()).data;
  const session = listed?.find((candidate) => candidate.pci === pci);
  const app = session?.project.name ?? pci;
  const fail = (error: unknown) => {
    api.extra.logger.error(`Could not revoke the smart session ${pci}`, error);
    const notice = { key: 'notice.sessionNotRevoked', values: { app } } as const;
    api.dispatch(smartSessionRevokeFailed({ pci, notice }));
    api.dispatch(toastRequested('error', notice));
  };
  const revokeInWallet = account?.wallet.adapter.revokePermissions;
  if (!account || !session || !revokeInWallet) return fail('No such session, or no wallet to revoke it');
  api.dispatch(loadingChanged(true));
  try {
    const { address, wallet } = account;
    // The list does not carry the grant's context (the API keeps it to itself): the wallet revokes by the session's id.
    const { context = '', expiry, permissions } = session;
    const signature = await revokeInWallet(wallet.connector, { pci, address, context, expiry, permissions });
    const revoked = await api.dispatch(sessionsApi.endpoints.revokeSmartSession.initiate({ address, pci, signature }, { track: false }));
    if (revoked.error) return fail(apiWords(revoked.error));
    api.dispatch(smartSessionRevoked({ pci }));
    api.dispatch(toastRequested('success', { key: 'notice.sessionRevoked', values: { app } }));
  } catch (error) {
    fail(error);
  } finally {
    api.dispatch(loadingChanged(false));
  }
}
