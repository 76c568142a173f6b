import { useDispatch, useSelector } from 'react-redux';
import { Link, Outlet } from 'react-router';
import { ConnectButton, openModal, themeModeChanged, WalletModalRoot } from 'redux-wallet-modal';
import { AccountSummary } from './AccountSummary';
import { pageSlice } from './store';

const { selectTheme } = pageSlice.selectors;
const palettes = {
  light: { background: '#ffffff', color: '#141414' },
  dark: { background: '#141414', color: '#f5f5f5' },
};

/**
 * The layout every page shares: the header with the host's links and buttons, the page, and the wallet modal. The modal
 * sits here, inside the host's router, like any component of the layout; its views are a router of its own, so opening
 * it or moving through it never changes the page's URL.
 */
export function App() {
  const dispatch = useDispatch();
  const theme = useSelector(selectTheme);
  return (
    <div style={{ ...palettes[theme], minHeight: '100vh', fontFamily: 'system-ui, sans-serif' }}>
      <header style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 16 }}>
        <strong>Vite + React host</strong>
        <nav style={{ display: 'flex', gap: 12, flex: 1 }}>
          <Link to="/">Home</Link>
          <Link to="/about">About</Link>
        </nav>
        <button type="button" onClick={() => dispatch(openModal({ view: 'Networks' }))}>
          Choose network
        </button>
        <button type="button" onClick={() => dispatch(themeModeChanged(theme === 'light' ? 'dark' : 'light'))}>
          {theme === 'light' ? 'Dark' : 'Light'} theme
        </button>
        <ConnectButton />
      </header>
      <main style={{ padding: 16 }}>
        <Outlet />
      </main>
      <WalletModalRoot />
    </div>
  );
}

/** The first page: the connected account, as the host reads it. */
export function Home() {
  return (
    <>
      <h1>Home</h1>
      <AccountSummary />
    </>
  );
}

/** A second page, to show that the host's navigation and the modal's are apart. */
export function About() {
  return (
    <>
      <h1>About</h1>
      <p>A host page of its own; the wallet modal opens over it as over any other.</p>
    </>
  );
}
