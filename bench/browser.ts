// One visit of the minimal example in a fresh headless Chromium, measured from inside the page and through CDP.
import type { Browser, CDPSession, Page, Response } from 'playwright-core';
import { launchBrowser, watchOutsideRequests } from '../e2e/harness.ts';
import { sizeOf } from '../tools/firstLoad.ts';
import { BENCH_WALLET, PROBE } from './pageScripts.ts';

const QUIET_MS = 500;
const TIMEOUT_MS = 30_000;

interface Bytes {
  files: number;
  raw: number;
  gzip: number;
}

export interface VisitFigures {
  buttonVisible: number;
  /** Returning visitor: until the button shows the restored account. */
  accountVisible?: number;
  /** Returning visitor: until the button shows the account's profile name. */
  nameVisible?: number;
  /** Click → the dialog is laid out. */
  dialogFrame: number;
  /** Click → the dialog shows wallet options (cold) or the account (returning). */
  dialogVisible: number;
  /** Click → no request in flight and no DOM change for 500 ms, measured to the last of either. */
  settled: number;
  longTasksOnLoad: number;
  /** Long tasks (over 50 ms) that started before the click, added up: what the visitor's first input may wait for. */
  longTaskMsBeforeClick: number;
  longTasksOnOpen: number;
  longestTaskMs: number;
  heapAfterLoadMiB: number;
  heapAfterOpenMiB: number;
  outsideOnLoad: number;
  outsideOnOpen: number;
  /** JS the page fetched before its button showed: what a visitor waits for. */
  jsBeforeButton: Bytes;
  /** JS fetched after that, before any sign of intent: an idle warm-up, and a returning visitor's restore. */
  jsAfterButton: Bytes;
  /** JS fetched between the sign of intent (the pointer reaching the button) and the click: the modal's chunk. */
  jsOnIntent: Bytes;
  jsOnOpen: Bytes;
}

interface Marks {
  button?: number;
  dialog?: number;
  account?: number;
  named?: number;
  click?: number;
  options?: number;
  accountView?: number;
}

/**
 * Every request leaving this machine fails in DNS (`--host-resolver-rules`), so nothing outside is reached and
 * no request is intercepted (interception would slow every request down); the `request` event still counts them.
 */
const OFFLINE_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];

/** Tracks the page's traffic: requests in flight, outside attempts, and the JS it downloaded. */
function watchTraffic(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const outside = watchOutsideRequests(page);
  // Bodies are read when asked for, not as they arrive: reading and compressing them mid-load would compete with
  // the page for this machine's two cores and show up in the timings.
  const scripts: Response[] = [];
  const settle = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response);
  });
  return {
    outside,
    /** Resolves once nothing has been in flight for {@link QUIET_MS}. */
    async quiet() {
      const deadline = Date.now() + TIMEOUT_MS;
      while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`The page never went quiet (${inFlight} requests in flight)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** The JS downloaded since the last call, split by `inFirstPart(url)`. */
    async takeScripts(inFirstPart: (url: string) => boolean = () => true): Promise<[Bytes, Bytes]> {
      const sizes = await Promise.all(
        scripts.splice(0).map(async (response) => {
          return { url: response.url(), ...sizeOf(await response.body()) };
        }),
      );
      const sum = (part: typeof sizes) =>
        part.reduce<Bytes>((total, size) => ({ files: total.files + 1, raw: total.raw + size.raw, gzip: total.gzip + size.gzip }), {
          files: 0,
          raw: 0,
          gzip: 0,
        });
      return [sum(sizes.filter((size) => inFirstPart(size.url))), sum(sizes.filter((size) => !inFirstPart(size.url)))];
    },
  };
}

async function heapMiB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

const marks = (page: Page) => page.evaluate(() => (window as unknown as { __bench: { marks: Marks } }).__bench.marks);

async function waitForMark(page: Page, name: keyof Marks): Promise<number> {
  const handle = await page.waitForFunction((mark) => (window as unknown as { __bench: { marks: Marks } }).__bench.marks[mark], name, {
    timeout: TIMEOUT_MS,
    polling: 'raf',
  });
  return (await handle.jsonValue()) as number;
}

/** DOM quiet for the same window as the network: the last change, on the page's clock. */
async function lastDomChange(page: Page): Promise<number> {
  await page.waitForFunction(
    (quietMs) => performance.now() - ((window as unknown as { __bench: { lastMutation?: number } }).__bench.lastMutation ?? 0) > quietMs,
    QUIET_MS,
    { timeout: TIMEOUT_MS },
  );
  return page.evaluate(() => (window as unknown as { __bench: { lastMutation?: number } }).__bench.lastMutation ?? 0);
}

/** The last network response the page received, on the page's clock. */
const lastResponseEnd = (page: Page) =>
  page.evaluate(() =>
    Math.max(0, ...performance.getEntriesByType('resource').map((entry) => (entry as PerformanceResourceTiming).responseEnd)),
  );

async function withBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launchBrowser(OFFLINE_ARGS);
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/** A new page with the probe and the bench wallet installed, and, for a returning visitor, its stored session. */
async function openPage(browser: Browser, storage: Record<string, string> = {}) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(PROBE);
  await page.addInitScript(BENCH_WALLET);
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return page;
}

/** Connects the bench wallet once and returns what the page stored, its profile name included: a returning visitor's storage. */
export function connectedStorage(url: string): Promise<Record<string, string>> {
  return withBrowser(async (browser) => {
    const page = await openPage(browser);
    await page.goto(url);
    await page.locator('header button').click();
    await page.getByRole('button', { name: /Bench Wallet/ }).click();
    await waitForMark(page, 'named');
    return page.evaluate(() => ({ ...localStorage }));
  });
}

/**
 * A visit: load, then open the modal with the header button. `storage` set makes it a returning visitor. The pointer
 * reaches the button and clicks at once (a sign of intent with no time to use it), or after resting on it `hoverMs`.
 */
export function measureVisit(
  url: string,
  { storage, hoverMs = 0 }: { storage?: Record<string, string>; hoverMs?: number } = {},
): Promise<VisitFigures> {
  return withBrowser(async (browser) => {
    const page = await openPage(browser, storage);
    const cdp = await page.context().newCDPSession(page);
    const traffic = watchTraffic(page);
    await page.goto(url);
    await waitForMark(page, storage ? 'account' : 'button');
    await traffic.quiet();
    const { button: buttonMark = 0 } = await marks(page);
    const requestedBeforeButton = new Set(
      await page.evaluate(
        (before) => performance.getEntriesByType('resource').flatMap((entry) => (entry.startTime < before ? [entry.name] : [])),
        buttonMark,
      ),
    );
    const [jsBeforeButton, jsAfterButton] = await traffic.takeScripts((url) => requestedBeforeButton.has(url));
    const outsideOnLoad = traffic.outside.length;
    const heapAfterLoadMiB = await heapMiB(cdp);

    const connectButton = page.locator('header button');
    if (hoverMs > 0) {
      await connectButton.hover();
      await page.waitForTimeout(hoverMs);
    }
    const [jsOnIntent] = await traffic.takeScripts();
    await connectButton.click();
    const dialogMark = await waitForMark(page, storage ? 'accountView' : 'options');
    await traffic.quiet();
    const settledAt = Math.max(await lastDomChange(page), await lastResponseEnd(page));
    const [jsOnOpen] = await traffic.takeScripts();
    const heapAfterOpenMiB = await heapMiB(cdp);

    const { button = 0, account, named, click = 0, dialog = 0 } = await marks(page);
    const longTasks = await page.evaluate(
      () => (window as unknown as { __bench: { longTasks: { start: number; duration: number }[] } }).__bench.longTasks,
    );
    return {
      buttonVisible: button,
      accountVisible: account,
      nameVisible: storage ? named : undefined,
      dialogFrame: dialog - click,
      dialogVisible: dialogMark - click,
      settled: settledAt - click,
      longTasksOnLoad: longTasks.filter((task) => task.start < click).length,
      longTaskMsBeforeClick: longTasks.filter((task) => task.start < click).reduce((total, task) => total + task.duration, 0),
      longTasksOnOpen: longTasks.filter((task) => task.start >= click).length,
      longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
      heapAfterLoadMiB,
      heapAfterOpenMiB,
      outsideOnLoad,
      outsideOnOpen: traffic.outside.length - outsideOnLoad,
      jsBeforeButton,
      jsAfterButton,
      jsOnIntent,
      jsOnOpen,
    };
  });
}

export interface AllWalletsFigures {
  /** Click on "All Wallets" → the first tiles of the 5,000-wallet grid on screen. */
  firstGrid: number;
  /** Last keystroke of a search → its results on screen (includes the 300 ms the search waits after typing). */
  keystrokeToResults: number;
  /** Frames missed at 60 Hz while the grid scrolls 2 rows per frame for 120 frames. */
  droppedFrames: number;
  scrollFrames: number;
}

/** Resolves with the page time at which `selector` first matches a laid-out element. */
function stampWhenVisible(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    ({ selector, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const visible = () => (document.querySelector(selector)?.getBoundingClientRect().width ?? 0) > 0;
        if (visible()) return resolve(performance.now());
        const timer = setTimeout(() => reject(new Error(`${selector} never appeared`)), timeoutMs);
        const observer = new MutationObserver(() => {
          if (!visible()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now());
        });
        observer.observe(document, { childList: true, subtree: true, attributes: true });
      }),
    { selector, timeoutMs: TIMEOUT_MS },
  );
}

const lastEventTime = (page: Page, type: 'click' | 'keydown') =>
  page.evaluate(
    (eventType) =>
      new Promise<number>((resolve) =>
        document.addEventListener(eventType, (event) => resolve(event.timeStamp), { capture: true, once: true }),
      ),
    type,
  );

const RESULTS = 'ul[aria-label="Search results"] button';

/** The All Wallets view over a catalogue of 5,000 (the API server's `walletCount`). */
export function measureAllWallets(url: string, search: string): Promise<AllWalletsFigures> {
  return withBrowser(async (browser) => {
    const page = await openPage(browser);
    const traffic = watchTraffic(page);
    await page.goto(url);
    await page.locator('header button').click();
    await waitForMark(page, 'options');
    await traffic.quiet();

    const clicked = lastEventTime(page, 'click');
    const grid = stampWhenVisible(page, 'ul[aria-label="All wallets"] button');
    await page.getByRole('button', { name: /All Wallets/ }).click();
    const firstGrid = (await grid) - (await clicked);
    await traffic.quiet();

    const droppedFrames = await page.evaluate(
      (frames) =>
        new Promise<{ dropped: number; frames: number }>((resolve) => {
          const grid = document.querySelector('ul[aria-label="All wallets"]') as HTMLElement;
          const scroller = grid.parentElement?.parentElement as HTMLElement;
          const rowHeight = (grid.firstElementChild as HTMLElement).getBoundingClientRect().height || 100;
          const stamps: number[] = [];
          const step = (time: number) => {
            stamps.push(time);
            scroller.scrollTop += 2 * rowHeight;
            if (stamps.length < frames) requestAnimationFrame(step);
            else {
              const interval = 1000 / 60;
              const dropped = stamps
                .slice(1)
                .reduce((total, stamp, index) => total + Math.max(0, Math.round((stamp - (stamps[index] as number)) / interval) - 1), 0);
              resolve({ dropped, frames });
            }
          };
          requestAnimationFrame(step);
        }),
      120,
    );
    await traffic.quiet();

    // The query but its last letter first; once its results are on screen, the last keystroke is timed until the
    // results of the whole query replace them.
    const input = page.getByPlaceholder('Search wallet');
    await input.fill(search.slice(0, -1));
    await stampWhenVisible(page, RESULTS);
    await page.evaluate(
      (selector) => document.querySelector(selector)?.setAttribute('data-bench-stale', ''),
      'ul[aria-label="Search results"]',
    );
    const keyed = lastEventTime(page, 'keydown');
    const results = stampWhenVisible(page, `ul[aria-label="Search results"]:not([data-bench-stale]) button`);
    await input.press(search.slice(-1));
    const keystrokeToResults = (await results) - (await keyed);
    return { firstGrid, keystrokeToResults, droppedFrames: droppedFrames.dropped, scrollFrames: droppedFrames.frames };
  });
}
