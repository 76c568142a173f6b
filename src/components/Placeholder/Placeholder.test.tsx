import { render, screen } from '@testing-library/react';
import { PlaceholderRows, PlaceholderTiles } from './Placeholder';

describe('<PlaceholderRows> and <PlaceholderTiles>', () => {
  it('are announced once, by what is loading, and their stand-ins say nothing', () => {
    render(
      <>
        <PlaceholderRows count={3} label="Loading activity" />
        <PlaceholderTiles count={8} columns={4} height={96} label="Loading wallets" />
      </>,
    );
    for (const name of ['Loading activity', 'Loading wallets']) {
      const status = screen.getByRole('status', { name });
      expect(status).toHaveTextContent('');
      for (const standIn of status.children) expect(standIn).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.getByRole('status', { name: 'Loading activity' }).children).toHaveLength(3);
    expect(screen.getByRole('status', { name: 'Loading wallets' }).children).toHaveLength(8);
  });
});
