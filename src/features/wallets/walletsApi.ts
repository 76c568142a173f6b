'use client';

import { walletListApi } from '../../api/walletListApi';
import { WALLET_LIST } from '../../api/walletListPages';
import type { ImageKind } from '../../model/image';
import { type CaipNetworkId, isCaipNetworkId } from '../../utils/caip';
import { anyValue, lenientArray, nullish } from '../../utils/schemas';
import { z } from '../../utils/zod';

const optionalLink = nullish(z.string().check(z.maxLength(2048)));

/** A wallet-list entry (docs/behaviour.md#api). Links are kept as text here; they are checked when opened. */
const walletListEntrySchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'Expected a wallet id')),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  rdns: nullish(z.string().check(z.maxLength(255))),
  image_id: nullish(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/))),
  chains: z.optional(lenientArray(z.string().check(z.refine(isCaipNetworkId)) as z.ZodMiniType<CaipNetworkId, string>)),
  mobile_link: optionalLink,
  desktop_link: optionalLink,
  webapp_link: optionalLink,
  homepage: optionalLink,
  badge_type: z.optional(z.enum(['none', 'certified'])),
});
export type WalletListEntry = z.infer<typeof walletListEntrySchema>;

const walletPageSchema = z.object({
  count: z.number().check(z.int(), z.gte(0)),
  // No page we ask for is longer than a search page: the rest of an overlong answer is not even checked.
  data: z.pipe(
    z.pipe(
      z.array(anyValue),
      z.transform((entries) => entries.slice(0, WALLET_LIST.searchPageSize)),
    ),
    lenientArray(walletListEntrySchema),
  ),
});
export type WalletPage = z.output<typeof walletPageSchema>;

export interface WalletFilters {
  include?: string[];
  exclude?: string[];
  chains?: string[];
  badge?: 'none' | 'certified';
}

export interface GetWalletsArgs extends WalletFilters {
  page: number;
  entries?: number;
  search?: string;
}

const IMAGE_PATHS: Record<ImageKind, string> = {
  wallet: 'getWalletImage',
  asset: 'public/getAssetImage',
  currency: 'public/getCurrencyImage',
  token: 'public/getTokenImage',
};

/**
 * How long an image no component shows stays cached, in seconds. Short, because scrolling the catalogue
 * grid leaves an entry (and a blob) per logo passed, and every action of this API copies its map of
 * entries: thousands of idle ones slow every later request. A logo needed again comes from the HTTP cache.
 */
const IMAGE_CACHE_SECONDS = 10;

const join = (values: string[] | undefined) => (values?.length ? values.join(',') : undefined);

function walletsRequest({ page, entries = WALLET_LIST.pageSize, include, exclude, chains, search, badge }: GetWalletsArgs) {
  return {
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
  };
}

/** A page holds at most what was asked for, whatever the server sent. */
const cutTo = (page: WalletPage, entries: number): WalletPage => ({ ...page, data: page.data.slice(0, entries) });

/**
 * The page after `lastPage`, or none: past `count`, or when a page brings no wallet not seen before, so a
 * server that repeats itself or overstates `count` cannot keep the list loading.
 */
function nextCataloguePage(lastPage: WalletPage, allPages: WalletPage[], lastPageParam: number): number | undefined {
  if (lastPageParam * WALLET_LIST.pageSize >= lastPage.count) return undefined;
  const earlier = new Set(allPages.slice(0, -1).flatMap((page) => page.data.map((wallet) => wallet.id)));
  return lastPage.data.some((wallet) => !earlier.has(wallet.id)) ? lastPageParam + 1 : undefined;
}

export const walletsApi = walletListApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /getWallets` (docs/behaviour.md#api): one page of the catalogue (40 a page by default). */
    getWallets: build.query<WalletPage, GetWalletsArgs>({
      query: walletsRequest,
      rawResponseSchema: walletPageSchema,
      transformResponse: (page: WalletPage, _meta, { entries = WALLET_LIST.pageSize }) => cutTo(page, entries),
    }),
    /** The whole catalogue for the given filters, `GET /getWallets` page after page, 40 at a time. */
    getWalletCatalogue: build.infiniteQuery<WalletPage, WalletFilters, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextCataloguePage },
      query: ({ queryArg, pageParam }) => walletsRequest({ ...queryArg, page: pageParam }),
      rawResponseSchema: walletPageSchema,
      transformResponse: (page: WalletPage) => cutTo(page, WALLET_LIST.pageSize),
    }),
    /**
     * An image as an object URL. The blob stays out of state; the URL is revoked when the cache entry is
     * dropped, i.e. when no component has used it for IMAGE_CACHE_SECONDS.
     */
    getImage: build.query<string, { kind: ImageKind; id: string }>({
      keepUnusedDataFor: IMAGE_CACHE_SECONDS,
      query: ({ kind, id }) => ({
        url: `${IMAGE_PATHS[kind]}/${encodeURIComponent(id)}`,
        responseHandler: (response) => response.blob(),
      }),
      rawResponseSchema: z.custom<Blob>((value) => value instanceof Blob && value.type.startsWith('image/'), 'Expected an image'),
      transformResponse: (blob: Blob) => URL.createObjectURL(blob),
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => undefined);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data);
      },
    }),
  }),
});

export const { useGetWalletsQuery, useGetWalletCatalogueInfiniteQuery } = walletsApi;
