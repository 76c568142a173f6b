/** How long one RPC URL may take to answer a request, as for EVM networks (docs/behaviour.md#api). */
const SOLANA_RPC_TIMEOUT_MS = 10_000;

/** Whether the node is worth trying again elsewhere: it is failing or busy, not refusing the request itself. */
const isNodeFailure = (status: number) => status >= 500 || status === 429;

/**
 * A `fetch` for web3.js's `Connection` over every RPC URL of a network, in order (docs/behaviour.md#api): a URL that
 * cannot be reached, answers no whole response within `timeoutMs`, or answers with a server error or "too many
 * requests" hands the request to the next; the last one's failure is the request's. A caller's abort ends it at once.
 */
export function rpcFetch(urls: readonly string[], timeoutMs = SOLANA_RPC_TIMEOUT_MS): typeof fetch {
  return async (_input, init) => {
    let failure: unknown;
    for (const url of urls) {
      const attempt = new AbortController();
      const timer = setTimeout(() => attempt.abort(new Error(`${url} did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
      const stop = () => attempt.abort(init?.signal?.reason);
      init?.signal?.addEventListener('abort', stop, { once: true });
      try {
        const response = await fetch(url, { ...init, signal: attempt.signal });
        // The whole body within the time, so a node that stalls mid-answer is left for the next too.
        const body = await response.arrayBuffer();
        if (!isNodeFailure(response.status)) return new Response(body, { status: response.status, headers: response.headers });
        failure = new Error(`${url} answered HTTP ${response.status}`);
      } catch (error) {
        if (init?.signal?.aborted) throw error;
        failure = attempt.signal.aborted ? attempt.signal.reason : error;
      } finally {
        clearTimeout(timer);
        init?.signal?.removeEventListener('abort', stop);
      }
    }
    throw failure;
  };
}
