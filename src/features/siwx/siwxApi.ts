// Every question the modal asks the host's sign-in, as RTK Query endpoints (docs/architecture.md#sign-in): the cache is
// the answers' one copy, which siwxSelectors.ts reads. The sign-in is a service, like a chain adapter behind chainApi:
// the host made it before the store, and a ready one does its own requests (serverSiwx.ts). Loaded with the flow (RTK
// Query is not in the first load).
import { fakeBaseQuery } from '@reduxjs/toolkit/query';
import { createWalletModalApi } from '../../api/createApi';
import type { SIWXConfig, SIWXMessageData, SIWXMessageInput, SIWXSession, SignIn } from '../../config/siwx';
import { ErrorText } from '../../errors';
import type { WalletModalServices } from '../../store/services';
import { keyId, messageDataOf, sessionsOf } from './sessions';
import { siwxFromSiwe } from './siweMapping';
import type { SessionKey } from './siwxActions';

/** What a failed question leaves in the cache: the host's sign-in's own words. */
export interface SignInFailure {
  message: string;
}

/** A message to sign: its fields, and its text as the wallet signs it. */
export interface MessageToSign {
  data: SIWXMessageData;
  text: string;
}

const mapped = new WeakMap<SignIn, SIWXConfig>();

/** The host's sign-in as the SIWX contract: a legacy `siweConfig` mapped onto it once. */
function signInOf(extra: unknown): SIWXConfig {
  const { signIn } = extra as WalletModalServices;
  if (!signIn) throw new Error(ErrorText.siwxNotEnabled);
  if ('siwx' in signIn) return signIn.siwx;
  const siwx = mapped.get(signIn) ?? siwxFromSiwe(signIn.siwe);
  mapped.set(signIn, siwx);
  return siwx;
}

/** Runs one question; a rejection becomes the endpoint's error, with the words it gave. */
async function ask<T>(question: () => Promise<T>): Promise<{ data: T } | { error: SignInFailure }> {
  try {
    return { data: await question() };
  } catch (error) {
    return { error: { message: error instanceof Error ? error.message : String(error) } };
  }
}

const sessionTag = (key: SessionKey) => ({ type: 'Session' as const, id: keyId(key) });

export const siwxApi = createWalletModalApi({
  reducerPath: 'siwxApi',
  baseQuery: fakeBaseQuery<SignInFailure>(),
  tagTypes: ['Session'],
  endpoints: (build) => ({
    /** The account's sessions on the network: only well-formed, matching, unexpired ones are kept (the others logged). */
    getSessions: build.query<SIWXSession[], SessionKey>({
      queryFn: (key, { extra }) =>
        ask(async () =>
          sessionsOf(await signInOf(extra).getSessions(key.chainId, key.address), key, Date.now(), (reason) =>
            (extra as WalletModalServices).logger.warn(reason),
          ),
        ),
      providesTags: (_sessions, _error, key) => [sessionTag(key)],
      // Held while the account is on the network (siwxEffects.ts); once not, the host's sign-in is asked afresh.
      keepUnusedDataFor: 0,
    }),
    /** A fresh message for the account on the network, as plain data and its text. */
    createMessage: build.mutation<MessageToSign, SIWXMessageInput>({
      queryFn: (input, { extra }) =>
        ask(async () => {
          const message = await signInOf(extra).createMessage(input);
          const data = messageDataOf(message);
          // A message without a text of its own would be signed as "[object Object]".
          const text = message.toString === Object.prototype.toString ? undefined : message.toString();
          if (!data || !text) throw new Error('The sign-in made a message without its fields or its text');
          return { data, text };
        }),
    }),
    /** Hands a signed session to the host's sign-in, which verifies and keeps it (or refuses it). */
    addSession: build.mutation<null, SIWXSession>({
      queryFn: (session, { extra }) =>
        ask(async () => {
          await signInOf(extra).addSession(session);
          return null;
        }),
    }),
    revokeSession: build.mutation<null, SessionKey>({
      queryFn: (key, { extra }) =>
        ask(async () => {
          await signInOf(extra).revokeSession(key.chainId, key.address);
          return null;
        }),
      invalidatesTags: (_result, _error, key) => [sessionTag(key)],
    }),
  }),
});

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    siwxApi: ReturnType<typeof siwxApi.reducer>;
  }
}

/** Whether a disconnect signs the connection's accounts out (the host's sign-in says; yes unless told otherwise). */
export const signsOutOnDisconnect = (extra: WalletModalServices) => signInOf(extra).signOutOnDisconnect !== false;
