'use client';

import { skipToken } from '@reduxjs/toolkit/query/react';
import type { UseImageSource } from '../../components/WalletButton/imageSource';
import { useGetImageQuery } from './walletsApi';

/** The kit's image lookup, answered by the wallet-list API's image endpoints (cached per id). */
export const useCatalogueImage: UseImageSource = (request) => {
  const { data, isError } = useGetImageQuery(request ?? skipToken);
  return { url: data, failed: isError };
};
