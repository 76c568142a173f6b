import { Fragment, useState, useSyncExternalStore } from 'react';
import type { DevWallet } from 'redux-wallet-modal/dev-wallet';
import { offeredChains, requestedEip155, type WalletConnectResponse } from '../../src/devWallet/walletConnectDevWallet';
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

function ProposalView({
  prompt,
  waiting,
  wallet,
  account,
}: {
  prompt: ProposalPrompt;
  waiting: number;
  wallet: DevWallet;
  account: string;
}) {
  const { metadata } = prompt.proposal.proposer;
  const { verified } = prompt.verifyContext;
  const requested = requestedEip155(prompt.proposal);
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
    { label: 'Chains', value: requested.chains.join(', ') },
    { label: 'Methods', value: requested.methods.join(', ') || '(none)' },
    { label: 'Events', value: requested.events.join(', ') || '(none)' },
    { label: 'Approving shares', value: `${account} on ${offeredChains(prompt.proposal, wallet).join(', ')}` },
  ];
  return (
    <section aria-labelledby="proposal-heading" style={card}>
      <h2 id="proposal-heading">Session proposal</h2>
      <Details rows={rows} />
      <Answer prompt={prompt} waiting={waiting} />
    </section>
  );
}

function RequestView({ prompt, waiting, wallet }: { prompt: RequestPrompt; waiting: number; wallet: DevWallet }) {
  const { request } = prompt;
  const rows: DetailRow[] = [
    { label: 'Dapp', value: `${request.dapp.name} (${request.dapp.url})` },
    { label: 'Method', value: request.method },
    ...requestDetails(request, wallet.snapshot().chains),
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
export function WalletPage({ wallet, relayUrl, initialUri }: { wallet: DevWallet; relayUrl: string; initialUri: string }) {
  const state = useSyncExternalStore(subscribe, getState);
  const [uri, setUri] = useState(initialUri);
  const [accountIndex, setAccountIndex] = useState(() => wallet.snapshot().accountIndex);
  const [proposal] = state.proposals;
  const [request] = state.requests;
  return (
    <main style={{ maxWidth: 520, margin: '0 auto', padding: 16, fontFamily: 'system-ui, sans-serif', fontSize: 15 }}>
      <h1 style={{ fontSize: 24 }}>Dev mobile wallet</h1>
      <p>
        A WalletConnect wallet over anvil’s test accounts (never use them on a real chain), on the relay <code>{relayUrl}</code>. Paste a
        dapp’s <code>wc:</code> URI, or open this page with <code>?uri=</code> and the URI.
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
          account={wallet.addresses[accountIndex] as string}
        />
      )}
      {request && <RequestView prompt={request} waiting={state.requests.length - 1} wallet={wallet} />}
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
