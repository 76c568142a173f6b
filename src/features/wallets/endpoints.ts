// The catalogue's endpoints and the hooks over them, apart from index.ts: importing the feature list loads no API.
export { useCatalogueImage } from './useCatalogueImage';
export { useRecentWallets } from './useRecentWallets';
export { useGetWalletsQuery, type WalletListEntry } from './walletsApi';
