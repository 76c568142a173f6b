'use client';

import type { ContextType, ReactNode } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_LocationContext as LocationContext,
  MemoryRouter,
  Route,
  UNSAFE_RouteContext as RouteContext,
  Routes,
} from 'react-router';

/** Outside any router there is no location: React Router creates the context with null (and types it as never null). */
const NO_LOCATION = null as unknown as ContextType<typeof LocationContext>;
/** Outside any route: the route context's default, the same in React Router 7 and 8. */
const NO_ROUTE: ContextType<typeof RouteContext> = { outlet: null, matches: [], isDataRoute: false };

/** What a host whose react-router lacks the contexts the modal sets apart (react-router 6) reads. */
export const UNSUPPORTED_REACT_ROUTER = 'Install react-router 7 or 8: the wallet modal needs one.';

/**
 * The modal's view stack: a memory router of its own, wherever the host renders the modal — inside any of React
 * Router's routers (declarative, data, framework mode) or none. React Router refuses a router inside another (it looks
 * for a location above it) and has no public way to nest one; its maintainers declined to add one
 * (remix-run/react-router#7375). So the modal shows its router what a tree outside any router holds: no location, no
 * route, no data or framework router, through the contexts React Router exports as `UNSAFE_` (the same five in 7 and 8;
 * not a documented API, hence the peer range and the check below). The memory router then sets its own location and
 * navigator. A separate React root would isolate as well, but would cut the modal off from the host's store, theme and
 * locale. The children render in a route of the modal's router, so even the route contexts React Router does not
 * export (which route a hook is in, whether it is a data route) are the modal's. A hook in the modal reads the modal's
 * location and moves the modal's history, or fails as it would outside a data router; never the host's. With two copies
 * of react-router on a page, the host's contexts are the other copy's and never meet these.
 */
export function ModalRouter({ children }: { children: ReactNode }) {
  // The framework context is the newest of the five (react-router 7): without it, React would say no more than "element
  // type is invalid" where a bundler let the missing export through.
  if (FrameworkContext === undefined) throw new Error(UNSUPPORTED_REACT_ROUTER);
  return (
    <LocationContext value={NO_LOCATION}>
      <RouteContext value={NO_ROUTE}>
        <DataRouterContext value={null}>
          <DataRouterStateContext value={null}>
            <FrameworkContext value={undefined}>
              <MemoryRouter>
                <Routes>
                  <Route path="*" element={children} />
                </Routes>
              </MemoryRouter>
            </FrameworkContext>
          </DataRouterStateContext>
        </DataRouterContext>
      </RouteContext>
    </LocationContext>
  );
}
