/**
 * The messages between the modal (the app) and the embedded-wallet frame on its own origin
 * (docs/behaviour.md#embedded-wallet). Both ends import this module and validate every message with it.
 *
 * - app → frame: `{ type: 'app/<EVENT>', id, payload }`, the id a `crypto.randomUUID()`;
 * - frame → app: `{ type: 'frame/<EVENT>_SUCCESS', id, payload }` or `{ type: 'frame/<EVENT>_ERROR', id, payload: { message, code? } }`,
 *   `code` an EIP-1193 error code when there is one (4001: the user rejected);
 * - frame → app, unasked: `{ type: 'frame/READY' }` once it listens and serves this parent.
 */
import { anyValue, caipNetworkIdSchema, emailSchema, recordOf } from '../../utils/schemas';
import { nonEmptyString, z } from '../../utils/zod';
import { EVM_NODE_READS } from '../evm/nodeReads';

const empty = z.object({});
// zod kinds the first load has (src/utils/schemas.ts): this module loads on demand, its kinds would not.
const email = emailSchema;
const otp = nonEmptyString();
const accountType = z.enum(['eoa', 'smartAccount']);

/** Every event: the schema of its request payload and of its success payload. */
export const EVENTS = {
  /** Makes the network (CAIP-2) the frame's current one. */
  SWITCH_NETWORK: { request: z.object({ chainId: caipNetworkIdSchema }), success: z.object({ chainId: caipNetworkIdSchema }) },
  /** Starts an e-mail login: what the user must do next. */
  CONNECT_EMAIL: {
    request: z.object({ email }),
    success: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  /** Answers once the user followed the device link mailed to them. */
  CONNECT_DEVICE: { request: empty, success: empty },
  /** Logs in with the mailed one-time code. */
  CONNECT_OTP: { request: z.object({ otp }), success: empty },
  /** The logged-in user, their address on the namespace of `chainId` (the current network when omitted). */
  GET_USER: {
    request: z.object({ chainId: z.optional(caipNetworkIdSchema) }),
    success: z.object({
      email,
      address: nonEmptyString(),
      chainId: caipNetworkIdSchema,
      accounts: z.array(z.object({ address: nonEmptyString(), type: accountType })),
      userName: z.optional(z.string()),
      preferredAccountType: z.optional(accountType),
      smartAccountDeployed: z.optional(z.boolean()),
    }),
  },
  SIGN_OUT: { request: empty, success: empty },
  IS_CONNECTED: { request: empty, success: z.object({ isConnected: z.boolean() }) },
  GET_CHAIN_ID: { request: empty, success: z.object({ chainId: caipNetworkIdSchema }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: empty,
    success: z.object({ smartAccountEnabledNetworks: z.array(caipNetworkIdSchema) }),
  },
  INIT_SMART_ACCOUNT: { request: empty, success: empty },
  SET_PREFERRED_ACCOUNT: { request: z.object({ type: accountType }), success: z.object({ type: accountType }) },
  /** A JSON-RPC call on a network, under the policy below. */
  RPC_REQUEST: {
    request: z.object({ chainId: caipNetworkIdSchema, method: nonEmptyString(), params: z.optional(anyValue) }),
    success: z.object({ result: anyValue }),
  },
  /** Changing the e-mail: a code to the current address, then one to the new address. */
  UPDATE_EMAIL: { request: z.object({ email }), success: z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }) },
  UPDATE_EMAIL_PRIMARY_OTP: { request: z.object({ otp }), success: z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }) },
  UPDATE_EMAIL_SECONDARY_OTP: { request: z.object({ otp }), success: z.object({ email }) },
  SYNC_THEME: {
    request: z.object({
      themeMode: z.enum(['light', 'dark']),
      themeVariables: z.optional(recordOf(z.union([z.string(), z.number()]))),
    }),
    success: empty,
  },
  SYNC_DAPP_DATA: {
    request: z.object({
      projectId: nonEmptyString(),
      sdkVersion: z.string(),
      metadata: z.optional(z.object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) })),
    }),
    success: empty,
  },
  /** The frame reloads itself after replying. */
  RELOAD: { request: empty, success: empty },
  /**
   * The app gave up on the requests waiting for the user's approval (the modal closed over them): the frame refuses
   * each (as if rejected) and takes its panel down, so a later approval never shows an earlier request.
   */
  REJECT_APPROVALS: { request: empty, success: empty },
} as const;

export type FrameEvent = keyof typeof EVENTS;
/** What the app passes for an event. */
export type FrameRequestInput<E extends FrameEvent> = z.input<(typeof EVENTS)[E]['request']>;
/** What the frame's handler of an event receives, validated. */
export type FrameRequest<E extends FrameEvent> = z.output<(typeof EVENTS)[E]['request']>;
/** What an event's success reply carries, validated. */
export type FrameResult<E extends FrameEvent> = z.output<(typeof EVENTS)[E]['success']>;

/** The events that go out as soon as the frame is up, with no load timeout of their own. */
export const UNTIMED_EVENTS: readonly FrameEvent[] = ['SYNC_THEME', 'SYNC_DAPP_DATA', 'SET_PREFERRED_ACCOUNT', 'REJECT_APPROVALS'];
/** The login steps, which must answer within the request timeout. */
export const TIMED_EVENTS: readonly FrameEvent[] = ['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP'];

export const FRAME_READY = 'frame/READY';
export const requestType = (event: FrameEvent) => `app/${event}` as const;
export const successType = (event: FrameEvent) => `frame/${event}_SUCCESS` as const;
export const errorType = (event: FrameEvent) => `frame/${event}_ERROR` as const;

const isEvent = (name: string): name is FrameEvent => Object.hasOwn(EVENTS, name);

const envelope = z.object({ type: z.string(), id: nonEmptyString(), payload: anyValue });
const errorPayload = z.object({ message: z.optional(z.string()), code: z.optional(z.number().check(z.int())) });
const readyMessage = z.object({ type: z.literal(FRAME_READY) });

export type AppRequest = { [E in FrameEvent]: { event: E; id: string; payload: FrameRequest<E> } }[FrameEvent];

/** An app → frame request, validated; undefined for anything else. */
export function parseAppRequest(data: unknown): AppRequest | undefined {
  const message = envelope.safeParse(data);
  if (!message.success) return undefined;
  const event = /^app\/([A-Z_]+)$/.exec(message.data.type)?.[1];
  if (event === undefined || !isEvent(event)) return undefined;
  const payload = EVENTS[event].request.safeParse(message.data.payload);
  return payload.success ? ({ event, id: message.data.id, payload: payload.data } as AppRequest) : undefined;
}

export type FrameMessage =
  | { kind: 'ready' }
  | { kind: 'success'; event: FrameEvent; id: string; payload: unknown }
  | { kind: 'error'; event: FrameEvent; id: string; message: string | undefined; code: number | undefined };

/** A frame → app message, its payload validated against its event's schema; undefined for anything else. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  if (readyMessage.safeParse(data).success) return { kind: 'ready' };
  const message = envelope.safeParse(data);
  if (!message.success) return undefined;
  const [, event, outcome] = /^frame\/([A-Z_]+)_(SUCCESS|ERROR)$/.exec(message.data.type) ?? [];
  if (event === undefined || !isEvent(event)) return undefined;
  if (outcome === 'ERROR') {
    const payload = errorPayload.safeParse(message.data.payload);
    return payload.success
      ? { kind: 'error', event, id: message.data.id, message: payload.data.message, code: payload.data.code }
      : undefined;
  }
  const payload = EVENTS[event].success.safeParse(message.data.payload);
  return payload.success ? { kind: 'success', event, id: message.data.id, payload: payload.data } : undefined;
}

/**
 * @public The policy's lists, for both ends (the modal routes by `rpcMethodPolicy`).
 *
 * Reads the frame answers without asking the user: chain reads, and sending an already signed transaction. The modal
 * reads Solana chains itself, so no Solana read goes through the frame.
 */
export const SAFE_RPC_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_chainId',
  ...EVM_NODE_READS,
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
];

/** @public Methods that sign or spend: the user approves each inside the frame. */
export const APPROVAL_RPC_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
];

export type RpcMethodPolicy = 'safe' | 'approval' | 'refused';

/** How both ends treat an RPC method: answered, approved by the user in the frame first, or refused. */
export function rpcMethodPolicy(method: string): RpcMethodPolicy {
  if (SAFE_RPC_METHODS.includes(method)) return 'safe';
  if (APPROVAL_RPC_METHODS.includes(method)) return 'approval';
  return 'refused';
}
