'use client';

import { createContext } from 'react';
import type { ImageKind } from '../../model/image';

interface ImageRequest {
  kind: ImageKind;
  id: string;
}

/** A hook resolving a catalogue image id to its URL: `url` is undefined until it is known. */
export type UseImageSource = (request: ImageRequest | undefined) => { url: string | undefined; failed: boolean };

const noCatalogue: UseImageSource = (request) => ({ url: undefined, failed: request !== undefined });

/**
 * How the kit's images find catalogue logos by id. The wired modal provides the wallet-list API's lookup;
 * without it an image with only an id shows its initials. The value must stay the same hook for the page's life.
 */
export const ImageSourceContext = createContext<UseImageSource>(noCatalogue);
