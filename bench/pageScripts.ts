// Scripts the benchmark adds to the page before any of its own runs (`page.addInitScript`). They are strings because
// they run in the browser, not in Node.

/** The account the bench wallet holds (anvil's first test account; no chain is involved, only the address). */
const BENCH_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/**
 * Stamps, on the page's own clock (ms since navigation start), when the things the benchmark waits for first
 * appear, so the figures carry no polling delay from the driver:
 * - `button`: the host's connect button is laid out; `account`: it shows the connected account (name or address);
 *   `named`: it shows the account's profile name, not its address;
 * - `click`: the user's click (capture phase, before any handler);
 * - `dialog`: the dialog is laid out; `options`: it shows wallet options; `accountView`: the dialog shows the account;
 * - `lastMutation`: the last DOM change, for "settled";
 * and collects long tasks.
 */
export const PROBE = `(() => {
  const probe = (window.__bench = { longTasks: [], marks: {} });
  const mark = (name) => { if (probe.marks[name] === undefined) probe.marks[name] = performance.now(); };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const laidOut = (element) => !!element && element.getBoundingClientRect().width > 0;
  const check = () => {
    const button = [...document.querySelectorAll('header button')].find(laidOut);
    if (button) mark('button');
    const shown = button && button.getAttribute('aria-busy') === 'false' && !/Connect/.test(button.textContent || '');
    if (shown) mark('account');
    if (shown && !/0x[0-9a-fA-F]+[.][.][.]/.test(button.textContent || '')) mark('named');
    const dialog = document.querySelector('[role="dialog"]');
    if (laidOut(dialog)) mark('dialog');
    if (dialog && laidOut(dialog.querySelector('[role="group"][aria-label="Wallets"] button'))) mark('options');
    if (dialog && laidOut(dialog.querySelector('[role="tablist"]'))) mark('accountView');
  };
  new MutationObserver(() => {
    probe.lastMutation = performance.now();
    check();
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  document.addEventListener('click', () => mark('click'), { capture: true });
})();`;

/**
 * A browser-extension wallet announced through EIP-6963 that approves everything for {@link BENCH_ACCOUNT} on
 * mainnet: enough for the modal to connect and, on the next visit, to restore the session without a prompt.
 */
export const BENCH_WALLET = `(() => {
  const account = '${BENCH_ACCOUNT}';
  let chainId = '0x1';
  const listeners = new Map();
  const emit = (event, value) => (listeners.get(event) || []).forEach((listener) => listener(value));
  const fail = (code, message) => Object.assign(new Error(message), { code });
  const provider = {
    async request({ method, params }) {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account];
        case 'eth_chainId':
          return chainId;
        case 'wallet_switchEthereumChain':
          chainId = params[0].chainId;
          emit('chainChanged', chainId);
          return null;
        case 'wallet_requestPermissions':
        case 'wallet_revokePermissions':
          return [];
        default:
          throw fail(4200, 'The bench wallet does not support ' + method);
      }
    },
    on(event, listener) { listeners.set(event, [...(listeners.get(event) || []), listener]); },
    removeListener(event, listener) { listeners.set(event, (listeners.get(event) || []).filter((l) => l !== listener)); },
  };
  const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#4b6"/></svg>');
  const info = { uuid: '7f0c1d4e-5b3a-4c2e-9d1f-0a1b2c3d4e5f', name: 'Bench Wallet', icon, rdns: 'dev.bench.wallet' };
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
})();`;
