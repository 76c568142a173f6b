import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { SkeletonRows } from '../../components/Skeleton/Skeleton';
import { VIEWS, type ViewEntry } from './modalSlice';
import { VIEW_DEFINITIONS } from './views';

/**
 * Renders the top of the view stack. The stack lives in the modal slice; the memory router only
 * matches it to a view, so Redux DevTools shows (and time-travels) every navigation.
 */
export function ViewRouter({ entry }: { entry: ViewEntry }) {
  return (
    <Suspense fallback={<SkeletonRows count={3} label="Loading" />}>
      <Routes location={`/${entry.view}`}>
        {VIEWS.map((name) => {
          const { Component } = VIEW_DEFINITIONS[name];
          return <Route key={name} path={`/${name}`} element={<Component />} />;
        })}
      </Routes>
    </Suspense>
  );
}
