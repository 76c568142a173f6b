// The benchmark's results file and its Markdown table.
import type { ChainTokenFigures } from './chainTokens.ts';

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0 };
}

export interface StoreFigures {
  /** Components that re-rendered when the connected account's balance changed, with their render counts. */
  balanceUpdateRenders: Record<string, number>;
  /** Microseconds per dispatch through the whole middleware chain, with the widget mounted. */
  dispatchMicroseconds: Record<string, number>;
}

export interface Results {
  measuredAt: string;
  machine: { cpus: number; cpuModel: string; node: string; chromium: string };
  runs: number;
  build: {
    firstLoad: { raw: number; gzip: number; budgetGzip: number };
    lazy: { module: string; raw: number; gzip: number }[];
    /** The same host with Solana configured (examples/minimal/solana.html): its first load, and what it loads beyond the above. */
    withSolana: { firstLoad: { raw: number; gzip: number }; solanaChunks: { module: string; raw: number; gzip: number }[] };
  };
  /** A cold visitor whose pointer reaches the button and clicks at once. */
  cold: Record<string, Spread>;
  /** How long the pointer of `coldHover` rests on the button before the click. */
  hoverMs: number;
  /** A cold visitor whose pointer rests on the button `hoverMs` before the click. */
  coldHover: Record<string, Spread>;
  returning: Record<string, Spread>;
  /** The returning visitor again, with the identity API answering only after `holdMs`. */
  identityHeld: { holdMs: number } & Record<string, Spread | number>;
  allWallets: { walletCount: number } & Record<string, Spread | number>;
  store: StoreFigures;
  /** The demo's Tokens list read from the chain (bench/chainTokens.ts). */
  chainTokenScreen: ChainTokenFigures;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const mib = (value: number) => `${value.toFixed(2)} MiB`;
const count = (value: number) => `${Math.round(value)}`;

function cell(figure: Spread | undefined, unit: (value: number) => string): string {
  if (!figure) return '—';
  return figure.min === figure.max ? unit(figure.median) : `${unit(figure.median)} (${unit(figure.min)}–${unit(figure.max)})`;
}

type BytesKey = 'jsBeforeButton' | 'jsAfterButton' | 'jsOnIntent' | 'jsOnOpen';
const bytes = (figures: Record<string, Spread>, key: BytesKey) => {
  const gzip = figures[`${key}.gzip`];
  const raw = figures[`${key}.raw`];
  const files = figures[`${key}.files`];
  return gzip && raw && files ? `${kib(gzip.median)} (${kib(raw.median)} raw, ${count(files.median)} files)` : '—';
};

/** JS fetched before any click and before any sign of intent: the first load and what follows it unasked. */
const beforeClick = (figures: Record<string, Spread>) => {
  const gzip = (figures['jsBeforeButton.gzip']?.median ?? 0) + (figures['jsAfterButton.gzip']?.median ?? 0);
  const raw = (figures['jsBeforeButton.raw']?.median ?? 0) + (figures['jsAfterButton.raw']?.median ?? 0);
  return `${kib(gzip)} (${kib(raw)} raw)`;
};

export function renderTable(results: Results): string {
  const { cold, returning, identityHeld, allWallets, store, build, chainTokenScreen } = results;
  const hover = results.coldHover;
  const visits = [cold, hover, returning];
  const row = (label: string, target: string, figure: (visit: Record<string, Spread>) => string): string[] => [
    label,
    target,
    ...visits.map(figure),
  ];
  const tasks = (visit: Record<string, Spread>) =>
    `${count(visit.longTasksOnLoad?.median ?? 0)} / ${count(visit.longTasksOnOpen?.median ?? 0)}`;
  const outside = (visit: Record<string, Spread>) => `${count(visit.outsideOnLoad?.max ?? 0)} / ${count(visit.outsideOnOpen?.max ?? 0)}`;
  const visitRows: string[][] = [
    row('JS before any click and any sign of intent (first load, then anything fetched unasked), gzip', '≤ 115.0 KiB', beforeClick),
    row('JS on first load (before the button shows), gzip', `≤ ${kib(build.firstLoad.budgetGzip)}`, (visit) =>
      bytes(visit, 'jsBeforeButton'),
    ),
    row("JS fetched after it, before any sign of intent (an idle warm-up; a returning visitor's restore), gzip", '0 (cold)', (visit) =>
      bytes(visit, 'jsAfterButton'),
    ),
    row('JS fetched while the pointer rests on the button, gzip', '—', (visit) => bytes(visit, 'jsOnIntent')),
    row('JS added from the click on (the modal, when no hover fetched it), gzip', '—', (visit) => bytes(visit, 'jsOnOpen')),
    row('long tasks before the click, added up', '0 ms', (visit) => cell(visit.longTaskMsBeforeClick, ms)),
    row('navigation → button visible', '< 250 ms', (visit) => cell(visit.buttonVisible, ms)),
    row('navigation → restored account on the button', '—', (visit) => (visit === returning ? cell(returning.accountVisible, ms) : '—')),
    row('click → dialog laid out', '—', (visit) => cell(visit.dialogFrame, ms)),
    row(
      'click → dialog with wallet options (cold) / account (returning)',
      `≤ 100 ms; ≤ 16 ms after a ${results.hoverMs} ms hover`,
      (visit) => cell(visit.dialogVisible, ms),
    ),
    row('click → settled (no request, no DOM change for 500 ms)', '—', (visit) => cell(visit.settled, ms)),
    row('long tasks on load / on open', '—', tasks),
    row('longest task', '—', (visit) => cell(visit.longestTaskMs, ms)),
    row('JS heap after load', '< 6 MiB', (visit) => cell(visit.heapAfterLoadMiB, mib)),
    row('JS heap after open', '—', (visit) => cell(visit.heapAfterOpenMiB, mib)),
    row('outside requests on load / on open', '0 / 0', outside),
  ];
  const lines = [
    `Measured ${results.measuredAt.slice(0, 10)} on ${results.machine.cpus} × ${results.machine.cpuModel}, Node ${results.machine.node}, Chromium ${results.machine.chromium}; median (min–max) of ${results.runs} runs, a fresh browser each, every request off this machine failing.`,
    '',
    `| examples/minimal | target | cold visitor, clicking at once | cold visitor, ${results.hoverMs} ms hover before the click | returning visitor |`,
    '|---|---|---|---|---|',
    ...visitRows.map((row) => `| ${row.join(' | ')} |`),
    '',
    `| returning visitor: stored profile name | identity API at once | identity API after ${identityHeld.holdMs / 1000} s |`,
    '|---|---|---|',
    `| navigation → profile name on the button | ${cell(returning.nameVisible, ms)} | ${cell(identityHeld.nameVisible as Spread, ms)} |`,
    '',
    `Built first load: ${kib(build.firstLoad.gzip)} gzip (${kib(build.firstLoad.raw)} raw), budget ${kib(build.firstLoad.budgetGzip)} (checked in CI by \`npm run size\`).`,
    '',
    '| loaded on demand | adds, gzip | raw |',
    '|---|---|---|',
    ...build.lazy.map((lazy) => `| ${lazy.module} | ${kib(lazy.gzip)} | ${kib(lazy.raw)} |`),
    '',
    `With Solana configured (examples/minimal/solana.html): first load ${kib(build.withSolana.firstLoad.gzip)} gzip (${kib(build.withSolana.firstLoad.raw)} raw), same budget.`,
    '',
    '| loaded on demand with Solana, beyond the above | adds, gzip | raw |',
    '|---|---|---|',
    ...build.withSolana.solanaChunks.map((lazy) => `| ${lazy.module} | ${kib(lazy.gzip)} | ${kib(lazy.raw)} |`),
    '',
    `| All Wallets, ${allWallets.walletCount.toLocaleString('en')} wallets | median (min–max) |`,
    '|---|---|',
    `| click → first grid on screen | ${cell(allWallets.firstGrid as Spread, ms)} |`,
    `| last keystroke → search results (300 ms of it is the search's debounce) | ${cell(allWallets.keystrokeToResults as Spread, ms)} |`,
    `| dropped frames scrolling 120 frames, 2 rows a frame | ${cell(allWallets.droppedFrames as Spread, count)} |`,
    '',
    `Tokens read from the chain (demo, portfolio failing, DEMO and DUSDT): ${chainTokenScreen.rpcCalls} JSON-RPC calls in ${chainTokenScreen.httpRequests} requests, ${chainTokenScreen.ethCalls} \`eth_call\`.`,
    '',
    '| store (jsdom, production React) | |',
    '|---|---|',
    `| re-rendered on a balance update | ${Object.entries(store.balanceUpdateRenders)
      .map(([name, renders]) => `${name} ×${renders}`)
      .join(', ')} |`,
    ...Object.entries(store.dispatchMicroseconds).map(([action, micros]) => `| dispatch \`${action}\` | ${micros.toFixed(1)} µs |`),
    '',
  ];
  return lines.join('\n');
}
