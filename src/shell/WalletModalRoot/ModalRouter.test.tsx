import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import {
  BrowserRouter,
  createBrowserRouter,
  createRoutesStub,
  HashRouter,
  Link,
  MemoryRouter,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_LocationContext,
  useLocation,
  useMatches,
  useNavigate,
  useRevalidator,
} from 'react-router';
// The same version's other build: a module of its own, so a second copy of react-router as a host's bundle can hold.
import * as secondCopy from '../../../node_modules/react-router/dist/development/index.js';
import { expectConsoleError } from '../../test/consoleGuard';
import { ModalRouter } from './ModalRouter';

/** What a hook in the modal sees, the view its own routes match, and a navigation of the modal's own. */
function ModalProbe() {
  const navigate = useNavigate();
  return (
    <section aria-label="Modal">
      <output aria-label="Modal location">{useLocation().pathname}</output>
      <Routes>
        <Route path="/" element={<p>First view</p>} />
        <Route path="/wallets" element={<p>Wallets view</p>} />
        <Route path="/help" element={<p>Help view</p>} />
      </Routes>
      <button type="button" onClick={() => navigate('/wallets')}>
        Navigate the modal
      </button>
      {/* In framework mode a link prefetches what its page needs: the host's, were the modal to see the host's framework. */}
      <Link to="/help" prefetch="render">
        Modal link
      </Link>
      <NoDataRouter>
        <DataRouterHook />
      </NoDataRouter>
      <NoDataRouter>
        <DataRouterStateHook />
      </NoDataRouter>
    </section>
  );
}

/** Data routers' hooks in the modal: they would reach the host's data router; the modal's own router has none. */
function DataRouterHook() {
  return <p>Data router {useRevalidator().state}</p>;
}
function DataRouterStateHook() {
  return <p>Data router at {useMatches().at(-1)?.pathname}</p>;
}

class NoDataRouter extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>No data router</p> : this.props.children;
  }
}

/** The host's page: where it is, and the modal rendered in it as a host's layout renders it. */
function HostPage({ location }: { location: string }) {
  return (
    <>
      <output aria-label="Host location">{location}</output>
      <ModalRouter>
        <ModalProbe />
      </ModalRouter>
    </>
  );
}

function DeclarativeHost() {
  return <HostPage location={useLocation().pathname} />;
}

/** A data router's layout route: the host's own data hook works there, beside the modal. */
function DataHostLayout() {
  return (
    <>
      <HostPage location={useMatches().at(-1)?.pathname ?? ''} />
      <Outlet />
    </>
  );
}

/** A host whose router and hooks come from the other copy of react-router. */
function SecondCopyHost() {
  return <HostPage location={secondCopy.useLocation().pathname} />;
}

/** The host's page under a route of the host's own, as most pages are. */
const underHostRoute = (
  <Routes>
    <Route path="/shop/*" element={<DeclarativeHost />} />
  </Routes>
);

const modalLocation = () => screen.getByRole('status', { name: 'Modal location' });
const hostLocation = () => screen.getByRole('status', { name: 'Host location' });

/** Renders a host; the data routers' hooks in the modal find none (React reports the errors their boundaries caught). */
function renderHost(host: ReactNode) {
  expectConsoleError(/useRevalidator must be used within a data router/);
  expectConsoleError(/useMatches must be used within a data router/);
  return render(host);
}

/**
 * The modal matches its first view, navigates (with `useNavigate`, then a `<Link>`) and matches the next ones in its
 * own router, sees no data router, and the host stays where it was, its history as long as before.
 */
async function modalNavigatesAlone(hostAt: string, hostHistory = () => window.history.length) {
  const user = userEvent.setup();
  const entries = hostHistory();
  expect(await screen.findByText('First view')).toBeInTheDocument();
  expect(modalLocation()).toHaveTextContent(/^\/$/);
  expect(screen.getAllByText('No data router')).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Navigate the modal' }));
  expect(modalLocation()).toHaveTextContent('/wallets');
  expect(screen.getByText('Wallets view')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Modal link' }));
  expect(modalLocation()).toHaveTextContent('/help');
  expect(screen.getByText('Help view')).toBeInTheDocument();
  expect(hostLocation()).toHaveTextContent(hostAt);
  expect(hostHistory()).toBe(entries);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('<ModalRouter>', () => {
  it('outside any router: the modal has a router of its own', async () => {
    renderHost(<HostPage location="none" />);
    await modalNavigatesAlone('none');
    expect(window.location.pathname).toBe('/');
  });

  it('inside <BrowserRouter>: the URL and the history stay the host’s', async () => {
    window.history.replaceState(null, '', '/shop/cart');
    renderHost(<BrowserRouter>{underHostRoute}</BrowserRouter>);
    await modalNavigatesAlone('/shop/cart');
    expect(window.location.pathname).toBe('/shop/cart');
  });

  it('inside <HashRouter>: the hash stays the host’s', async () => {
    window.history.replaceState(null, '', '/#/shop/cart');
    renderHost(<HashRouter>{underHostRoute}</HashRouter>);
    await modalNavigatesAlone('/shop/cart');
    expect(window.location.hash).toBe('#/shop/cart');
  });

  it('inside <MemoryRouter>', async () => {
    renderHost(<MemoryRouter initialEntries={['/shop/cart']}>{underHostRoute}</MemoryRouter>);
    await modalNavigatesAlone('/shop/cart');
  });

  it('inside a data router (createBrowserRouter + RouterProvider), in a route’s layout', async () => {
    window.history.replaceState(null, '', '/shop/cart');
    const router = createBrowserRouter([{ path: '/shop', Component: DataHostLayout, children: [{ path: 'cart', element: <p>Cart</p> }] }]);
    renderHost(<RouterProvider router={router} />);
    expect(await screen.findByText('Cart')).toBeInTheDocument();
    await modalNavigatesAlone('/shop/cart');
    expect(router.state.location.pathname).toBe('/shop/cart');
    expect(router.state.historyAction).toBe('POP');
    expect(window.location.pathname).toBe('/shop/cart');
    router.dispose();
  });

  it('in framework mode (a route module’s component, as createRoutesStub renders it)', async () => {
    const Stub = createRoutesStub([{ path: '/shop', Component: DeclarativeHost }]);
    renderHost(<Stub initialEntries={['/shop']} />);
    await modalNavigatesAlone('/shop');
  });

  it('the host’s navigation leaves the modal’s view as it was', async () => {
    const user = userEvent.setup();
    renderHost(
      <MemoryRouter>
        <DeclarativeHost />
        <Link to="/about">About</Link>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Navigate the modal' }));
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(hostLocation()).toHaveTextContent('/about');
    expect(modalLocation()).toHaveTextContent('/wallets');
    expect(screen.getByText('Wallets view')).toBeInTheDocument();
  });

  it('with the host’s router from a second copy of react-router, the two never meet', async () => {
    expect(secondCopy.UNSAFE_LocationContext).not.toBe(UNSAFE_LocationContext);
    renderHost(
      <secondCopy.MemoryRouter initialEntries={['/shop']}>
        <SecondCopyHost />
      </secondCopy.MemoryRouter>,
    );
    await modalNavigatesAlone('/shop');
  });
});
