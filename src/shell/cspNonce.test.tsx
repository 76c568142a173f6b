import { act, screen } from '@testing-library/react';
import { openModal } from '../store/slices/modalSlice';
import { serveMockApi } from '../test/mockApi';
import { renderWithProviders } from '../test/render';

serveMockApi();

// The button is styled by the first load's stylesheet, the modal by styled-components, which remembers what it injected
// across the sheets of a page: each case has a page (a file) of its own.
it('puts the nonce of the page’s Content Security Policy on every style element the widget adds, the button’s and the modal’s', async () => {
  const { scoped } = renderWithProviders({ environment: { cspNonce: 'r4nd0m' } });
  await screen.findByRole('button', { name: 'Connect Wallet' });
  const nonces = () => [...document.querySelectorAll('style')].map((style) => style.getAttribute('nonce'));
  const styles = [...document.querySelectorAll('style')];
  expect(styles.length).toBeGreaterThan(0);
  expect(nonces()).toEqual(styles.map(() => 'r4nd0m'));
  expect(styles.map((style) => style.textContent).join('')).toMatch(/display:inline-flex/);

  act(() => void scoped.dispatch(openModal()));
  await screen.findByRole('dialog', { name: 'Connect Wallet' });
  expect(document.querySelectorAll('style[data-styled]').length).toBeGreaterThan(0);
  expect(new Set(nonces())).toEqual(new Set(['r4nd0m']));
});
