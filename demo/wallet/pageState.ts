import type { ProposalTypes, Verify } from '@walletconnect/types';
import type {
  WalletConnectDevWallet,
  WalletConnectRequest,
  WalletConnectResponse,
  WalletConnectSession,
} from '../../src/devWallet/walletConnectDevWallet';

/** A question waiting for the user's Approve or Reject. */
type Prompt<T> = T & { answer(approved: boolean): void };
export type ProposalPrompt = Prompt<{ proposal: ProposalTypes.Struct; verifyContext: Verify.Context }>;
export type RequestPrompt = Prompt<{ request: WalletConnectRequest }>;

export interface PageState {
  /** The WalletConnect wallet, once it has started. */
  phone?: WalletConnectDevWallet;
  status: string;
  /** The last thing that went wrong, shown until the user does something else. */
  alert?: string;
  proposals: ProposalPrompt[];
  requests: RequestPrompt[];
  sessions: WalletConnectSession[];
  lastResult?: { request: WalletConnectRequest; response: WalletConnectResponse };
}

let state: PageState = { status: 'Starting…', proposals: [], requests: [], sessions: [] };
const subscribers = new Set<() => void>();

export const getState = () => state;
export function subscribe(subscriber: () => void) {
  subscribers.add(subscriber);
  return () => {
    subscribers.delete(subscriber);
  };
}
export function update(change: Partial<PageState> | ((current: PageState) => Partial<PageState>)) {
  state = { ...state, ...(typeof change === 'function' ? change(state) : change) };
  for (const subscriber of subscribers) subscriber();
}

/** Queues a prompt until the user answers it; an aborted prompt (expired, session ended) leaves the queue as a "no". */
function ask<K extends 'proposals' | 'requests'>(key: K, question: Omit<PageState[K][number], 'answer'>, signal: AbortSignal) {
  return new Promise<boolean>((resolve) => {
    const prompt = {
      ...question,
      answer: (approved: boolean) => {
        signal.removeEventListener('abort', onAbort);
        update((current) => ({ [key]: current[key].filter((candidate) => candidate !== prompt) }));
        resolve(approved);
      },
    } as PageState[K][number];
    const onAbort = () => prompt.answer(false);
    signal.addEventListener('abort', onAbort);
    update((current) => ({ [key]: [...current[key], prompt] }));
  });
}

export async function askProposal(proposal: ProposalTypes.Struct, verifyContext: Verify.Context, signal: AbortSignal) {
  const approved = await ask('proposals', { proposal, verifyContext }, signal);
  const { name } = proposal.proposer.metadata;
  if (signal.aborted) update({ status: `The session proposal of ${name} expired.` });
  else update({ status: approved ? `Approved the session of ${name}.` : `Rejected the session of ${name}.` });
  return approved;
}
export const askRequest = (request: WalletConnectRequest, signal: AbortSignal) => ask('requests', { request }, signal);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A `wc:` pairing URI of WalletConnect v2: anything else is refused before the SDK sees it. */
const isPairingUri = (uri: string) => uri.startsWith('wc:') && uri.includes('@2') && uri.includes('symKey=');

export async function pair(input: string) {
  const uri = input.trim();
  if (!isPairingUri(uri)) {
    update({ alert: 'That is not a WalletConnect pairing URI: it must start with "wc:" and contain "@2" and "symKey=".' });
    return;
  }
  const { phone } = state;
  if (!phone) return;
  update({ alert: undefined, status: 'Pairing…' });
  try {
    await phone.pair(uri);
    update({ status: 'Paired: waiting for the dapp’s session proposal.' });
  } catch (error) {
    update({ status: 'Not paired.', alert: `Pairing failed: ${message(error)}` });
  }
}

export async function disconnect(topic: string) {
  update({ alert: undefined });
  try {
    await state.phone?.disconnect(topic);
  } catch (error) {
    update({ alert: `Disconnecting failed: ${message(error)}` });
  }
}

export const reportError = (error: unknown) => update({ alert: message(error) });
