import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { About, App, Home } from './App';
import { announceDevWallet } from './devWallet';
import { store } from './store';

// Announced before the first render, so the modal finds the wallet when it looks for wallets.
announceDevWallet();

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
