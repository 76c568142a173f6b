import type { Reducer } from '@reduxjs/toolkit';
import type { StartListening } from '../store/types';

/**
 * What a feature brings to the first load (docs/architecture.md#features): its listeners and its state. Its views are its
 * `ViewTable`, exported beside it from its `index.ts` and listed in the modal's chunk, so no view is in the first load.
 */
export interface FeatureModule<Name extends string = string> {
  /** The feature's folder under `src/features/`. */
  name: Name;
  /** Registers the feature's side effects. */
  listeners?: (startListening: StartListening) => void;
  /** The state the feature owns (entity slices many features share stay in `store/`), injected when the store is made. */
  slice?: { reducerPath: string; reducer: Reducer };
}

/** A feature module, with its name kept as a type (the modal's view tables are keyed by it). */
export const defineFeature = <const Name extends string>(feature: FeatureModule<Name>) => feature;
