'use client';

import { Route, Routes } from 'react-router';
import type { ViewEntry, ViewName } from '../../store/slices/modalSlice';
import type { ViewDefinition } from '../viewTable';
import { LazyView } from './lazyView';

/**
 * Renders the top of the view stack. The stack lives in the modal slice; the memory router only
 * matches it to a view, so Redux DevTools shows (and time-travels) every navigation.
 */
export function ViewRouter({ entry, views }: { entry: ViewEntry; views: Readonly<Record<ViewName, ViewDefinition>> }) {
  return (
    <Routes location={`/${entry.view}`}>
      {Object.entries<ViewDefinition>(views).map(([name, definition]) => (
        <Route
          key={name}
          path={`/${name}`}
          element={'chunk' in definition ? <LazyView chunk={definition.chunk} /> : <definition.Component />}
        />
      ))}
    </Routes>
  );
}
