'use client';

import type { UseImageSource } from '../../components/WalletButton/imageSource';
import type { ImageKind } from '../../model/image';
import { useEndpointQuery } from '../endpointQuery';
import { walletImageEndpoint } from './walletListEndpoints';

const NO_IMAGE = { kind: 'wallet', id: '' } satisfies { kind: ImageKind; id: string };

/** The kit's image lookup, answered by the wallet-list API's image endpoints (cached per id). */
export const useCatalogueImage: UseImageSource = (request) => {
  const { data, isError } = useEndpointQuery(walletImageEndpoint, request ?? NO_IMAGE, { skip: request === undefined });
  return { url: data, failed: isError };
};
