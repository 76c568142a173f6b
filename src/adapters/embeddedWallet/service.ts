// The modal's embedded wallet as a service (docs/behaviour.md#embedded-wallet): in the first load only this shell; the
// frame, its messenger and the client over it load on the first call.
import type { Network } from '../../config/networks';
import { emailDependencyLoadFailed } from '../../errors/embeddedWalletLoading';
import type { EmbeddedWalletClient, FrameMount } from './embeddedWalletClient';

/**
 * The embedded wallet every family that serves it shares: one frame on its own origin, one login. Each family sees it
 * through the provider it has for a WalletConnect session (the client keeps that contract).
 */
export interface EmbeddedWalletService {
  /** The frame and the client over it, made on the first call with that call's frame URL; later calls get the same. */
  client(frameUrl: string): Promise<EmbeddedWalletClient>;
}

export interface EmbeddedWalletServiceOptions {
  /** The modal's networks: the accounts the wallet has on each. */
  networks: readonly Network[];
  /** Where the frame is put; by default one hidden iframe appended to the page's body. */
  mount?: FrameMount;
}

export function createEmbeddedWalletService(options: EmbeddedWalletServiceOptions): EmbeddedWalletService {
  let client: Promise<EmbeddedWalletClient> | undefined;
  return {
    client(frameUrl) {
      client ??= import('./embeddedWalletClient').then(
        ({ createEmbeddedWalletClient }) => createEmbeddedWalletClient({ ...options, frameUrl }),
        () => {
          client = undefined;
          throw new Error(emailDependencyLoadFailed);
        },
      );
      return client;
    },
  };
}
