import { render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('<Avatar>', () => {
  it('shows the picture, named by its label, or as decoration beside a name', () => {
    render(<Avatar src="https://example.com/bob.png" label="Avatar of bob.eth" />);
    expect(screen.getByRole('img', { name: 'Avatar of bob.eth' })).toHaveAttribute('src', 'https://example.com/bob.png');
    const { container } = render(<Avatar src="https://example.com/alice.png" seed={ADDRESS} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('never loads a picture from a source that can run script: the address is drawn instead, as decoration', () => {
    const { container } = render(<Avatar src="javascript:alert(1)" seed={ADDRESS} size={64} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws an address the same way every time, and another address another way', () => {
    const drawing = (seed: string) => (render(<Avatar seed={seed} />).container.firstElementChild as HTMLElement).getAttribute('style');
    expect(drawing(ADDRESS)).toBe(drawing(ADDRESS));
    expect(drawing(ADDRESS)).not.toBe(drawing('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'));
  });

  it('shows nothing with no picture and nothing to draw from', () => {
    const { container } = render(<Avatar src="javascript:alert(1)" />);
    expect(container).toBeEmptyDOMElement();
  });
});
