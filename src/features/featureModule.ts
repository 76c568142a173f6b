import type { Action, ActionCreatorWithPayload, PayloadAction, Reducer } from '@reduxjs/toolkit';
import { selectCurrentView, type ViewEntry, type ViewName } from '../store/slices/modalSlice';
import type { StartListening, WalletModalState } from '../store/types';

/** How the view stack moves on an outcome (docs/behaviour.md#modal). */
export type Move =
  /** Makes `entry` the only view. */
  | { to: 'replace'; entry: ViewEntry }
  /** Puts `entry` on top of the stack. */
  | { to: 'push'; entry: ViewEntry }
  /** Back one view; on the first view, a close request (the closing rules apply). */
  | { to: 'back' }
  /** After a wallet request: back one view, or closes when nothing is under the current one. */
  | { to: 'settle' }
  /** Replaces the last `view` of the stack, and every view above it, with `entry`. */
  | { to: 'replaceView'; view: ViewName; entry: ViewEntry }
  | { to: 'close' }
  /** Opens the modal on `entry` (the only move made while the modal is closed). */
  | { to: 'open'; entry: ViewEntry };

type Outcome<P> = ActionCreatorWithPayload<P> | { match: (action: Action) => action is PayloadAction<P>; type: string };

/** A row of the navigation table: an outcome a feature's effects announce, and how the view stack moves on it. */
export interface NavigationRow<P = unknown> {
  outcome: Outcome<P>;
  /** The move, or none when the outcome leaves the stack as it is; `state` is after the outcome's reducers. */
  move: (payload: P, state: WalletModalState) => Move | undefined;
}

/** A navigation row, typed by its outcome's payload. */
export const onOutcome = <P>(outcome: Outcome<P>, move: NavigationRow<P>['move']) => ({ outcome, move }) as NavigationRow;

/**
 * A feature (docs/architecture.md#features): its listeners, its state and its navigation rows, in the first load. Its views
 * are its `ViewTable` (viewTable.ts), listed in the modal's chunk, so no view is in the first load.
 */
export interface FeatureModule<Name extends string = string> {
  /** The feature's folder under `src/features/`. */
  name: Name;
  /** Registers the feature's side effects. */
  listeners?: (startListening: StartListening) => void;
  /** The state the feature owns (entity slices many features share stay in `store/`), injected when the store is made. */
  slice?: { reducerPath: string; reducer: Reducer };
  /** How the view stack moves on the feature's outcomes: effects announce outcomes and never navigate. */
  navigation?: readonly NavigationRow[];
}

/** A feature module, with its name kept as a type (the modal's view tables are keyed by it). */
export const defineFeature = <const Name extends string>(feature: FeatureModule<Name>) => feature;

/** Whether `view` is the view on top of the stack. */
export const isShowing = (state: WalletModalState, view: ViewName) => selectCurrentView(state)?.view === view;
