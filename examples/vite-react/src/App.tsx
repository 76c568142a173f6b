import { useDispatch, useSelector } from 'react-redux';
import { ConnectButton, openModal, themeModeChanged, WalletModalRoot } from 'redux-wallet-modal';
import { AccountSummary } from './AccountSummary';
import { pageSlice } from './store';

const { selectTheme } = pageSlice.selectors;
const palettes = {
  light: { background: '#ffffff', color: '#141414' },
  dark: { background: '#141414', color: '#f5f5f5' },
};

export function App() {
  const dispatch = useDispatch();
  const theme = useSelector(selectTheme);
  return (
    <div style={{ ...palettes[theme], minHeight: '100vh', fontFamily: 'system-ui, sans-serif' }}>
      <header style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 16 }}>
        <strong style={{ flex: 1 }}>Vite + React host</strong>
        <button type="button" onClick={() => dispatch(openModal({ view: 'Networks' }))}>
          Choose network
        </button>
        <button type="button" onClick={() => dispatch(themeModeChanged(theme === 'light' ? 'dark' : 'light'))}>
          {theme === 'light' ? 'Dark' : 'Light'} theme
        </button>
        <ConnectButton />
      </header>
      <main style={{ padding: 16 }}>
        <AccountSummary />
      </main>
      <WalletModalRoot />
    </div>
  );
}
