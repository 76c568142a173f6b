import type { PayloadAction } from '@reduxjs/toolkit';
import {
  modalClosed,
  openModal,
  selectIsModalOpen,
  selectViewHistory,
  viewPushed,
  viewReplaced,
  viewsReset,
  wentBack,
} from '../../store/slices/modalSlice';
import type { ListenerApi, StartListening } from '../../store/types';
import type { Move, NavigationRow } from '../featureModule';

function apply(move: Move, api: ListenerApi) {
  const state = api.getState();
  if (move.to === 'open') {
    api.dispatch(openModal(move.entry));
    return;
  }
  if (!selectIsModalOpen(state)) return;
  switch (move.to) {
    case 'replace':
      api.dispatch(viewsReset(move.entry));
      return;
    case 'push':
      api.dispatch(viewPushed(move.entry));
      return;
    case 'replaceView':
      api.dispatch(viewReplaced({ view: move.view, entry: move.entry }));
      return;
    case 'back':
      api.dispatch(wentBack());
      return;
    case 'settle':
      api.dispatch(selectViewHistory(state).length > 1 ? wentBack() : modalClosed());
      return;
    case 'close':
      api.dispatch(modalClosed());
      return;
  }
}

/**
 * Moves the view stack on outcomes (docs/behaviour.md#modal), by the navigation table: every feature's rows. Effects
 * announce outcomes and never navigate; views still navigate on a user's click. One listener for the whole table, which
 * finds an action's row by its type (a listener per row would cost every dispatch a check per row, and the store's
 * creation a registration each).
 */
export function registerNavigation(startListening: StartListening, table: readonly NavigationRow[]) {
  const rows = new Map(table.map((row) => [row.outcome.type, row]));
  startListening({
    predicate: (action) => rows.has(action.type),
    effect: (action, api) => {
      const next = rows.get(action.type)?.move((action as PayloadAction<unknown>).payload, api.getState());
      if (next) apply(next, api);
    },
  });
}
