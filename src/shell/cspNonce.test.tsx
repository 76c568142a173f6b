import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';

// styled-components remembers what it injected across the sheets of a page: each case has a page (a file) of its own.
it('puts the nonce of the page’s Content Security Policy on every style element the widget adds', async () => {
  renderWithProviders({ environment: { cspNonce: 'r4nd0m' } });
  await screen.findByRole('button', { name: 'Connect Wallet' });
  const styles = [...document.querySelectorAll('style')];
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.map((style) => style.getAttribute('nonce'))).toEqual(styles.map(() => 'r4nd0m'));
  expect(styles.map((style) => style.textContent).join('')).toMatch(/display:inline-flex/);
});
