// What the feature offers code that loads on demand, kept apart from index.ts so the first load never reaches it.

export { useCatalogueImage } from './useCatalogueImage';
export { usePickCatalogueWallet } from './usePickCatalogueWallet';
export { useRecentWallets } from './useRecentWallets';
export { useWalletsPage } from './useWalletsPage';
export { useGetWalletsQuery, type WalletListEntry } from './walletsApi';
