import { createFrameChild } from '../src/adapters/embeddedWallet/frameMessenger';
import { isOriginListed } from '../src/features/project/originAllowlist';
import { createApprovalPanel } from './approval';
import { createBackend } from './backend';
import { ancestorOriginsOf, frameQuery, loadFrameConfig } from './config';
import { createKeyStore } from './keyStore';
import type { RecordStorage } from './storage';
import { createFrameWallet } from './wallet';

interface FrameEnvironment {
  window: Window;
  storage: RecordStorage;
  fetch: typeof fetch;
  /** Whether the page is in a frame, and its parent window then. */
  parentWindow: Window | undefined;
}

/**
 * Starts the frame (docs/behaviour.md#embedded-wallet): reads its deployment's config, serves only a parent page whose
 * origin the project allows, and pages above it too (a listed page framed by an unlisted one is the unlisted one's
 * trick), and says it is ready then. A refused parent never hears from it; the console says why.
 * Resolves with whether it serves.
 */
export async function startFrame({ window, storage, fetch, parentWindow }: FrameEnvironment): Promise<boolean> {
  const { document, location } = window;
  const query = frameQuery(location.search);
  const log = (message: string) => console.error(`[embedded wallet frame] ${message}`);
  const ancestorOrigins = ancestorOriginsOf(location, document.referrer, parentWindow !== undefined);
  if (!ancestorOrigins || !parentWindow) {
    log('not in a page: nothing to serve');
    return false;
  }
  const config = await loadFrameConfig(location.href, fetch);
  const backend = createBackend(config.backendUrl, fetch);
  const { allowedOrigins } = await backend.project(query.projectId);
  const refused = ancestorOrigins.find((origin) => !isOriginListed(origin, allowedOrigins));
  if (refused !== undefined) {
    log(`${refused} is not an allowed origin of project ${query.projectId}: not serving it`);
    return false;
  }
  const [parentOrigin] = ancestorOrigins;
  const root = document.getElementById('app') ?? document.body;
  const handlers = createFrameWallet({
    config,
    initialChainId: query.chainId,
    backend,
    keyStore: createKeyStore(storage),
    approvals: createApprovalPanel(root, () => parentOrigin),
    applyTheme: ({ themeMode, themeVariables = {} }) => {
      const { dataset, style } = document.documentElement;
      dataset.theme = themeMode;
      // The modal's accent and font, as its `themeVariables` option names them; a value is only ever a CSS value here.
      for (const [variable, property] of [
        ['accent', '--accent'],
        ['fontFamily', 'font-family'],
      ] as const) {
        const value = themeVariables[variable];
        if (typeof value === 'string') style.setProperty(property, value);
        else style.removeProperty(property);
      }
    },
    reload: () => location.reload(),
  });
  const child = createFrameChild({
    parentOrigin,
    parentWindow,
    frameWindow: window,
    handlers,
    ...(query.enableLogger && { logger: { debug: (message: string) => console.debug(`[embedded wallet frame] ${message}`) } }),
  });
  child.announceReady();
  return true;
}
