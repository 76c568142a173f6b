import { chunk } from '../../components/chunk';
import { titledByName, type ViewTable } from '../viewTable';
import { ConnectView } from './views/ConnectView';

/** The feature's views (docs/behaviour.md#modal), in the modal's chunk. */
export const views = {
  // Connect comes with the modal itself: one fetch opens the dialog with its options.
  Connect: { title: (_, t) => t('view.connect'), Component: ConnectView },
  ConnectingWalletConnectBasic: {
    title: () => 'WalletConnect',
    chunk: chunk(() => import('./views/ConnectingWalletConnectBasicView').then((module) => module.ConnectingWalletConnectBasicView)),
  },
  ConnectingWalletConnect: {
    title: (data) => titledByName(data, 'WalletConnect'),
    chunk: chunk(() => import('./views/ConnectingWalletConnectView').then((module) => module.ConnectingWalletConnectView)),
  },
  ConnectingExternal: {
    title: (data, t) => titledByName(data, t('view.connectingExternal')),
    chunk: chunk(() => import('./views/ConnectingExternalView').then((module) => module.ConnectingExternalView)),
  },
} satisfies ViewTable;
