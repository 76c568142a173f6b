import type { ComponentType } from 'react';
import { type Chunk, chunk } from '../components/chunk';
import type { DialogKey, Translate } from '../i18n/useMessages';
import type { ViewData } from '../store/slices/modalSlice';

/** A view's title (it names the dialog, in the active locale) and its code: in the modal's chunk, or a chunk of its own. */
export type ViewDefinition = { title: (data: ViewData | undefined, t: Translate<DialogKey>) => string } & (
  | { Component: ComponentType }
  | { chunk: Chunk<ComponentType> }
);

/** The title of a view that shows one wallet: the wallet's name from the view's data, else `fallback`. */
export const titledByName = (data: ViewData | undefined, fallback: string) => (typeof data?.name === 'string' ? data.name : fallback);

/** The stand-in for a view whose feature has not landed yet; each goes with its feature's issue. */
export const notAvailable = chunk(() => import('./NotAvailableView').then((module) => module.default));

/** A feature's views by name (its `viewTable.ts`); `ViewName` is made from every table (`shell/features.ts`). */
export type ViewTable = Readonly<Record<string, ViewDefinition>>;
