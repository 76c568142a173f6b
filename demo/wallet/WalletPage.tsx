import { Fragment, useState, useSyncExternalStore } from 'react';
import type { DevWallet } from 'redux-wallet-modal/dev-wallet';
import {
  offeredChains,
  requestedNamespace,
  type WalletConnectFamily,
  type WalletConnectResponse,
} from '../../src/devWallet/walletConnectDevWallet';
import { AccountPicker } from '../AccountPicker';
import { disconnect, getState, type ProposalPrompt, pair, type RequestPrompt, subscribe } from './pageState';
import { type DetailRow, requestDetails } from './requestDetails';

const card = { border: '1px solid #c9d6cf', borderRadius: 12, padding: 16, margin: '16px 0' } as const;
const breakAnywhere = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', margin: 0 } as const;

function Details({ rows }: { rows: DetailRow[] }) {
  return (
    <dl style={{ margin: '0 0 12px' }}>
      {rows.map(({ label, value, block }) => (
        <Fragment key={label}>
          <dt style={{ fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: '0 0 8px' }}>
            {block ? <pre style={breakAnywhere}>{value}</pre> : <span style={breakAnywhere}>{value}</span>}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Answer({ prompt, waiting }: { prompt: { answer(approved: boolean): void }; waiting: number }) {
  return (
    <p style={{ margin: 0 }}>
      <button type="button" onClick={() => prompt.answer(true)}>
        Approve
      </button>{' '}
      <button type="button" onClick={() => prompt.answer(false)}>
        Reject
      </button>
      {waiting > 0 && <span> · {waiting} more waiting</span>}
    </p>
  );
}

/** The namespaces a proposal asks for (`eip155`, `solana`, …), required or optional, in its order. */
function proposedNamespaces(proposal: ProposalPrompt['proposal']) {
  const keys = [...Object.keys(proposal.requiredNamespaces ?? {}), ...Object.keys(proposal.optionalNamespaces ?? {})];
  return [...new Set(keys.map((key) => key.split(':')[0] as string))];
}

/** What approving shares, namespace by namespace: the EVM account on the chains it knows, each family's grant. */
function sharedAccounts(
  proposal: ProposalPrompt['proposal'],
  wallet: DevWallet,
  account: string,
  families: readonly WalletConnectFamily[],
) {
  const evmChains = offeredChains(proposal, wallet);
  const shares = evmChains.length > 0 ? [`${account} on ${evmChains.join(', ')}`] : [];
  for (const family of families) {
    for (const granted of family.grant(proposal)?.accounts ?? []) {
      const [namespace, reference, address] = granted.split(':');
      shares.push(`${address} on ${namespace}:${reference}`);
    }
  }
  return shares.join('\n') || '(nothing this wallet has)';
}

function ProposalView({
  prompt,
  waiting,
  wallet,
  families,
  account,
}: {
  prompt: ProposalPrompt;
  waiting: number;
  wallet: DevWallet;
  families: readonly WalletConnectFamily[];
  account: string;
}) {
  const { metadata } = prompt.proposal.proposer;
  const { verified } = prompt.verifyContext;
  // Each namespace the dapp asks for: its chains, methods and events.
  const asked = proposedNamespaces(prompt.proposal).flatMap((namespace): DetailRow[] => {
    const requested = requestedNamespace(prompt.proposal, namespace);
    return [
      { label: `Chains (${namespace})`, value: requested.chains.join(', ') || '(none)' },
      { label: `Methods (${namespace})`, value: requested.methods.join(', ') || '(none)' },
      { label: `Events (${namespace})`, value: requested.events.join(', ') || '(none)' },
    ];
  });
  const rows: DetailRow[] = [
    { label: 'Dapp', value: metadata.name },
    { label: 'URL', value: metadata.url },
    { label: 'Description', value: metadata.description || '(none)' },
    {
      label: 'Verify',
      value: `${verified.validation}${verified.isScam ? ', flagged as a scam' : ''}${
        verified.validation === 'UNKNOWN' ? ' (nothing attests where the dapp runs)' : ` (origin ${verified.origin})`
      }`,
    },
    ...asked,
    { label: 'Approving shares', value: sharedAccounts(prompt.proposal, wallet, account, families), block: true },
  ];
  return (
    <section aria-labelledby="proposal-heading" style={card}>
      <h2 id="proposal-heading">Session proposal</h2>
      <Details rows={rows} />
      <Answer prompt={prompt} waiting={waiting} />
    </section>
  );
}

function RequestView({ prompt, waiting, chainNames }: { prompt: RequestPrompt; waiting: number; chainNames: ReadonlyMap<string, string> }) {
  const { request } = prompt;
  const rows: DetailRow[] = [
    { label: 'Dapp', value: `${request.dapp.name} (${request.dapp.url})` },
    { label: 'Method', value: request.method },
    ...requestDetails(request, chainNames),
  ];
  return (
    <section aria-labelledby="request-heading" style={card}>
      <h2 id="request-heading">Request</h2>
      <Details rows={rows} />
      <Answer prompt={prompt} waiting={waiting} />
    </section>
  );
}

function responseText(response: WalletConnectResponse) {
  if ('error' in response) return `Error ${response.error.code}: ${response.error.message}`;
  return typeof response.result === 'string' ? response.result : JSON.stringify(response.result);
}

/** The dev mobile wallet: pairing, the account, the proposal and request prompts, the last answer and the sessions. */
export function WalletPage({
  wallet,
  sideChains,
  families,
  relayUrl,
  initialUri,
}: {
  wallet: DevWallet;
  /** The chains of the wallet's other sides (Solana, Bitcoin, Polkadot, Cosmos), by CAIP-2 id. */
  sideChains: readonly { id: string; name: string }[];
  families: readonly WalletConnectFamily[];
  relayUrl: string;
  initialUri: string;
}) {
  const state = useSyncExternalStore(subscribe, getState);
  const [uri, setUri] = useState(initialUri);
  const [accountIndex, setAccountIndex] = useState(() => wallet.snapshot().accountIndex);
  const [proposal] = state.proposals;
  const [request] = state.requests;
  return (
    <main style={{ maxWidth: 520, margin: '0 auto', padding: 16, fontFamily: 'system-ui, sans-serif', fontSize: 15 }}>
      <h1 style={{ fontSize: 24 }}>Dev mobile wallet</h1>
      <p>
        A WalletConnect wallet over public test keys for EVM, Solana, Bitcoin, Polkadot and Cosmos (never use them on a real chain), on the
        relay <code>{relayUrl}</code>. Paste a dapp’s <code>wc:</code> URI, or open this page with <code>?uri=</code> and the URI.
      </p>
      <p role="status">{state.status}</p>
      {state.alert && (
        <p role="alert" style={{ color: '#a1221b', fontWeight: 600 }}>
          {state.alert}
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          pair(uri);
        }}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}
      >
        <label htmlFor="pairing-uri">Pairing URI</label>
        <input
          id="pairing-uri"
          value={uri}
          onChange={(event) => setUri(event.target.value)}
          placeholder="wc:…@2?relay-protocol=irn&symKey=…"
          autoComplete="off"
          spellCheck={false}
          style={{ flex: 1, minWidth: 200 }}
        />
        <button type="submit" disabled={!state.phone}>
          Pair
        </button>
      </form>
      <p>
        <AccountPicker wallet={wallet} index={accountIndex} onChange={setAccountIndex} />
      </p>
      {proposal && (
        <ProposalView
          prompt={proposal}
          waiting={state.proposals.length - 1}
          wallet={wallet}
          families={families}
          account={wallet.addresses[accountIndex] as string}
        />
      )}
      {request && (
        <RequestView
          prompt={request}
          waiting={state.requests.length - 1}
          // The chains the wallet knows by CAIP-2 id: its EVM chains (the dapp may add some) and its other sides'.
          chainNames={
            new Map([
              ...wallet.snapshot().chains.map((chain) => [`eip155:${chain.id}`, chain.name] as const),
              ...sideChains.map((chain) => [chain.id, chain.name] as const),
            ])
          }
        />
      )}
      <section aria-labelledby="result-heading" style={card}>
        <h2 id="result-heading">Last result</h2>
        {state.lastResult ? (
          <>
            <p style={{ margin: '0 0 8px' }}>
              <code>{state.lastResult.request.method}</code> for {state.lastResult.request.dapp.name}
            </p>
            <pre style={breakAnywhere}>{responseText(state.lastResult.response)}</pre>
          </>
        ) : (
          <p style={{ margin: 0 }}>No request answered yet.</p>
        )}
      </section>
      <section aria-labelledby="sessions-heading" style={card}>
        <h2 id="sessions-heading">Sessions</h2>
        {state.sessions.length === 0 ? (
          <p style={{ margin: 0 }}>No dapp connected.</p>
        ) : (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {state.sessions.map(({ topic, dapp, accounts }) => (
              <li key={topic} style={{ marginBottom: 12 }}>
                <strong>{dapp.name}</strong> <span style={breakAnywhere}>{dapp.url}</span>
                <ul style={{ margin: '4px 0', paddingLeft: 20 }}>
                  {accounts.map((account) => (
                    <li key={account} style={breakAnywhere}>
                      {account}
                    </li>
                  ))}
                </ul>
                <button type="button" onClick={() => disconnect(topic)}>
                  Disconnect
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
