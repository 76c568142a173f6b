'use client';

import { useEndpointQuery } from '../endpointQuery';
import { walletsPageEndpoint } from './walletListEndpoints';
import type { GetWalletsArgs, WalletPage } from './walletsApi';

/** One page of the catalogue (`getWallets`), read without carrying RTK Query: see `useEndpointQuery`. */
export const useWalletsPage = (arg: GetWalletsArgs, options?: { skip?: boolean }) =>
  useEndpointQuery<GetWalletsArgs, WalletPage>(walletsPageEndpoint, arg, options);
