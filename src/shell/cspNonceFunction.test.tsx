import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';

// A file of its own: styled-components, which styles the modal, remembers what it injected across the sheets of a page.
it('asks a host that renders per request for the nonce at render, and puts it on the style elements', async () => {
  const asked: string[] = [];
  renderWithProviders({
    environment: {
      cspNonce: () => {
        asked.push('per-request');
        return 'per-request';
      },
    },
  });
  await screen.findByRole('button', { name: 'Connect Wallet' });
  expect(asked.length).toBeGreaterThan(0);
  const styles = [...document.querySelectorAll('style')];
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.map((style) => style.getAttribute('nonce'))).toEqual(styles.map(() => 'per-request'));
});
