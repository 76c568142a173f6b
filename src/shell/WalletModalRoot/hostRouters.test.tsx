import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
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
  useLocation,
} from 'react-router';
import { openModal } from '../../store/slices/modalSlice';
import { withoutWalletConnect } from '../../test/freshModal';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore } from '../../test/store';
import { WalletModalRoot } from './WalletModalRoot';

serveMockApi();

// A host that routes with React Router renders the modal in its layout, inside its router; the modal's view stack is
// a memory router of its own (ModalRouter), apart from the host's.

/** The host's layout: its location, its links, its page, and the modal reading the store from react-redux. */
function Layout() {
  return (
    <>
      <nav>
        <output aria-label="Host location">{useLocation().pathname}</output>
        <Link to="/">Home</Link>
        <Link to="/about">About</Link>
      </nav>
      <Outlet />
      <WalletModalRoot />
    </>
  );
}

const Home = () => <h1>Home</h1>;
const About = () => <h1>About</h1>;

/** A declarative router's routes: the layout route and its two pages. */
const declarativeRoutes = (
  <Routes>
    <Route path="/" element={<Layout />}>
      <Route index Component={Home} />
      <Route path="about" Component={About} />
    </Route>
  </Routes>
);

/** The same routes as objects, for a data router or a framework's route modules (components, as a module's are). */
const routeObjects = [
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, Component: Home },
      { path: 'about', Component: About },
    ],
  },
];

/** Renders a host's app: a fresh store in react-redux's Provider around its router. Returns how it opens the modal. */
function renderHost(app: ReactNode) {
  const host = createHostStore(withoutWalletConnect);
  render(<Provider store={host.store}>{app}</Provider>);
  return () => void host.scoped.dispatch(openModal());
}

const hostLocation = () => screen.getByRole('status', { name: 'Host location' });

/**
 * Opens the modal and moves through its view stack, with the host's link followed while it is open: the modal's
 * navigation leaves the host's location and history as they were, and the host's leaves the modal's view.
 */
async function modalAndHostNavigateApart(dispatchOpen: () => void, hostHistory = () => window.history.length) {
  const user = userEvent.setup();
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  const entries = hostHistory();

  act(dispatchOpen);
  const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' });
  await user.click(within(connect).getByRole('button', { name: 'What is a wallet?' }));
  const help = await screen.findByRole('dialog', { name: 'What is a wallet?' });
  expect(hostLocation()).toHaveTextContent(/^\/$/);
  expect(hostHistory()).toBe(entries);

  // The host's link, with the modal open (a test's click reaches through the overlay a visitor's would close).
  await user.click(screen.getByRole('link', { name: 'About' }));
  expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  expect(hostLocation()).toHaveTextContent('/about');
  expect(screen.getByRole('dialog', { name: 'What is a wallet?' })).toBe(help);

  await user.click(within(help).getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument();
  expect(hostLocation()).toHaveTextContent('/about');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(hostLocation()).toHaveTextContent('/about');
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the modal in a host that routes with React Router', () => {
  it('inside <BrowserRouter>: the URL and the history are the host’s alone, and Back goes back in the host', async () => {
    const open = renderHost(<BrowserRouter>{declarativeRoutes}</BrowserRouter>);
    await modalAndHostNavigateApart(open);
    expect(window.location.pathname).toBe('/about');

    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('inside <HashRouter>', async () => {
    const open = renderHost(<HashRouter>{declarativeRoutes}</HashRouter>);
    await modalAndHostNavigateApart(open);
    expect(window.location.hash).toBe('#/about');
  });

  it('inside <MemoryRouter>', async () => {
    const open = renderHost(<MemoryRouter>{declarativeRoutes}</MemoryRouter>);
    await modalAndHostNavigateApart(open, () => 0);
  });

  it('inside a data router (createBrowserRouter + RouterProvider): the router’s history is the host’s alone', async () => {
    const router = createBrowserRouter(routeObjects);
    const open = renderHost(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await modalAndHostNavigateApart(open);
    expect(router.state.location.pathname).toBe('/about');
    expect(window.location.pathname).toBe('/about');

    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    router.dispose();
  });

  it('in framework mode (route modules, as createRoutesStub renders them)', async () => {
    const Stub = createRoutesStub(routeObjects);
    const open = renderHost(<Stub />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await modalAndHostNavigateApart(open, () => 0);
  });

  it('outside any router, as before', async () => {
    const open = renderHost(<WalletModalRoot />);
    act(open);
    const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    await userEvent.setup().click(within(connect).getByRole('button', { name: 'What is a wallet?' }));
    expect(await screen.findByRole('dialog', { name: 'What is a wallet?' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});
