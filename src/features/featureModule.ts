import type { ComponentType } from 'react';
import { type Chunk, chunk } from '../components/chunk';
import type { MessageKey } from '../i18n/en';
import type { Translate } from '../i18n/useMessages';
import type { ViewData } from '../store/slices/modalSlice';
import type { StartListening } from '../store/types';

/** A view's title (it names the dialog, in the active locale) and its code, a chunk of its own fetched when first shown. */
export interface ViewDefinition {
  title: (data: ViewData | undefined, t: Translate<MessageKey>) => string;
  chunk: Chunk<ComponentType>;
}

/** The title of a view that shows one wallet: the wallet's name from the view's data, else `fallback`. */
export const titledByName = (data: ViewData | undefined, fallback: string) => (typeof data?.name === 'string' ? data.name : fallback);

/** The stand-in for a view whose feature has not landed yet; each goes with its feature's issue. */
export const notAvailable = chunk(() => import('./NotAvailableView').then((module) => module.default));

/**
 * What a feature brings (docs/architecture.md#features): its views and its listeners.
 * `features/<name>/index.ts` exports one; `shell/features.ts` lists them all, and the view table and the listener
 * registration are derived from that list.
 */
export interface FeatureModule<View extends string = never> {
  /** The feature's folder under `src/features/`. */
  name: string;
  /** The views the feature shows, by name; each name is the feature's alone. */
  views?: Readonly<Record<View, ViewDefinition>>;
  /** Registers the feature's side effects. */
  listeners?: (startListening: StartListening) => void;
}

/** A feature module, with its view names kept as a type (`ViewName` is their union). */
export const defineFeature = <const View extends string = never>(feature: FeatureModule<View>) => feature;

/** A feature's views by name; `declare module` beside it adds the names to `ViewName`. */
export type ViewTable = Readonly<Record<string, ViewDefinition>>;
