import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CloseGlyph } from '../Icon/glyphs';
import { IconButton } from './IconButton';

describe('<IconButton>', () => {
  it('is a button named by its label, its icon hidden from screen readers, that calls back on a click', async () => {
    let clicks = 0;
    render(<IconButton glyph={CloseGlyph} label="Close" onClick={() => clicks++} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(clicks).toBe(1);
  });

  it('does nothing while disabled', async () => {
    let clicks = 0;
    render(<IconButton glyph={CloseGlyph} label="Close" disabled onClick={() => clicks++} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(clicks).toBe(0);
  });
});
