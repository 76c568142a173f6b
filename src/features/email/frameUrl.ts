import { selectActiveNetwork } from '../../store/slices/chainSlice';
import { selectEmbeddedWalletApiUrl } from '../../store/slices/optionsSlice';
import type { WalletModalState } from '../../store/types';

/** The frame's protocol version the modal speaks (docs/behaviour.md#embedded-wallet). */
const FRAME_VERSION = '4';

/** The frame's URL: its base, with the project, the network the frame starts on, the protocol version and logging. */
export function frameUrlOf(state: WalletModalState): string {
  const url = new URL(selectEmbeddedWalletApiUrl(state));
  url.searchParams.set('projectId', state.options.projectId ?? '');
  url.searchParams.set('chainId', selectActiveNetwork(state)?.caipNetworkId ?? '');
  url.searchParams.set('version', FRAME_VERSION);
  url.searchParams.set('enableLogger', String(state.options.logLevel === 'debug'));
  return url.href;
}
