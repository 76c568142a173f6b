import { Route, Routes } from 'react-router';
import { VIEWS, type ViewEntry } from '../../store/slices/modalSlice';
import { LazyView } from './lazyView';
import { VIEW_DEFINITIONS } from './views';

/**
 * Renders the top of the view stack. The stack lives in the modal slice; the memory router only
 * matches it to a view, so Redux DevTools shows (and time-travels) every navigation.
 */
export function ViewRouter({ entry }: { entry: ViewEntry }) {
  return (
    <Routes location={`/${entry.view}`}>
      {VIEWS.map((name) => {
        const definition = VIEW_DEFINITIONS[name];
        const element = 'chunk' in definition ? <LazyView chunk={definition.chunk} /> : <definition.Component />;
        return <Route key={name} path={`/${name}`} element={element} />;
      })}
    </Routes>
  );
}
