import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { About, App, Home } from './App';
import { announceDevWallet } from './devWallet';
import { store } from './store';

// Development only (anvil's public keys): announced before the first render, so the modal finds it when it looks for
// wallets. A production build leaves it out unless VITE_DEV_WALLET=true, as the example's browser test builds it.
if (import.meta.env.DEV || import.meta.env.VITE_DEV_WALLET === 'true') announceDevWallet();

/** The host's routes: the layout (with the wallet modal) and its two pages. */
const router = createBrowserRouter([
  {
    path: '/',
    Component: App,
    children: [
      { index: true, Component: Home },
      { path: 'about', Component: About },
    ],
  },
]);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
