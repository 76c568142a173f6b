import { z } from 'zod';
import { lenientArray } from '../../api/schemas';
import { walletListApi } from '../../api/walletListApi';
import { WALLET_LIST } from '../../constants';
import { isCaipNetworkId } from '../../utils/caip';

const optionalLink = z.string().max(2048).nullish();

/** The Wallet-list entry of SPEC §3. Links are kept as text here; they are checked when opened. */
export const walletListEntrySchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Expected a wallet id'),
  name: z.string().trim().min(1).max(100),
  rdns: z.string().max(255).nullish(),
  image_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/)
    .nullish(),
  chains: lenientArray(z.string().refine(isCaipNetworkId)).optional(),
  mobile_link: optionalLink,
  desktop_link: optionalLink,
  webapp_link: optionalLink,
  homepage: optionalLink,
  badge_type: z.enum(['none', 'certified']).optional(),
});
export type WalletListEntry = z.infer<typeof walletListEntrySchema>;

const walletPageSchema = z.object({ count: z.number().int().nonnegative(), data: lenientArray(walletListEntrySchema) });
export type WalletPage = z.output<typeof walletPageSchema>;

export interface GetWalletsArgs {
  page: number;
  entries?: number;
  include?: string[];
  exclude?: string[];
  chains?: string[];
  search?: string;
  badge?: 'none' | 'certified';
}

export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token';
const IMAGE_PATHS: Record<ImageKind, string> = {
  wallet: 'getWalletImage',
  asset: 'public/getAssetImage',
  currency: 'public/getCurrencyImage',
  token: 'public/getTokenImage',
};

const join = (values: string[] | undefined) => (values?.length ? values.join(',') : undefined);

export const walletsApi = walletListApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7 `GET /getWallets`: one page of the catalogue (40 a page by default, SPEC §9). */
    getWallets: build.query<WalletPage, GetWalletsArgs>({
      query: ({ page, entries = WALLET_LIST.pageSize, include, exclude, chains, search, badge }) => ({
        url: 'getWallets',
        params: {
          page,
          entries,
          include: join(include),
          exclude: join(exclude),
          chains: join(chains),
          search: search || undefined,
          badge_type: badge,
        },
      }),
      rawResponseSchema: walletPageSchema,
    }),
    /**
     * An image as an object URL. The blob stays out of state; the URL is revoked when the cache entry is
     * dropped, i.e. when no component has used it for `keepUnusedDataFor`.
     */
    getImage: build.query<string, { kind: ImageKind; id: string }>({
      query: ({ kind, id }) => ({
        url: `${IMAGE_PATHS[kind]}/${encodeURIComponent(id)}`,
        responseHandler: (response) => response.blob(),
      }),
      rawResponseSchema: z.instanceof(Blob).refine((blob) => blob.type.startsWith('image/'), 'Expected an image'),
      transformResponse: (blob: Blob) => URL.createObjectURL(blob),
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => undefined);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data);
      },
    }),
  }),
});

export const { useGetWalletsQuery, useGetImageQuery } = walletsApi;
