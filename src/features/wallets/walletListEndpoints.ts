import { chunk } from '../../components/chunk';

/**
 * The wallet-list API's endpoints, and RTK Query with them: a chunk of their own, so the first open's chunk does not
 * carry them. The modal's loader (`shell/WalletModalRoot/modalChunk.ts`) fetches the same module beside the modal's
 * chunk on the same sign of intent, by its path rather than through this module, which would bring these chunk
 * objects into the first load; the import below then finds it fetched. Until the endpoints and their answers are
 * here, the Connect view shows the page's wallets and the catalogue's loading rows.
 */
const walletListEndpoints = chunk(() => import('./walletsApi').then((module) => module.walletsApi.endpoints));

/** `getWallets`, from the chunk above. */
export const walletsPageEndpoint = chunk(() => walletListEndpoints.load().then((endpoints) => endpoints.getWallets));

/** `getImage`, from the chunk above. */
export const walletImageEndpoint = chunk(() => walletListEndpoints.load().then((endpoints) => endpoints.getImage));
