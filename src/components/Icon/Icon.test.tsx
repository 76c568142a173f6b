import { render, screen } from '@testing-library/react';
import { siGithub, siGoogle, siWalletconnect } from 'simple-icons';
import { BrandIcon } from './BrandIcon';
import { CloseGlyph, CopyGlyph } from './glyphs';
import { Icon } from './Icon';
import { IconBadge } from './IconBadge';

describe('<Icon>', () => {
  it('is decoration inside a named button: the button keeps its name and the icon is hidden from screen readers', () => {
    render(
      <button type="button" aria-label="Close">
        <Icon glyph={CloseGlyph} />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    const svg = button.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('stays decoration, or an image named by its label, when it turns round in right-to-left text', () => {
    render(
      <button type="button" aria-label="Back">
        <Icon glyph={CloseGlyph} mirrored />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Back' }).querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    render(<Icon glyph={CopyGlyph} label="Onwards" mirrored />);
    expect(screen.getByRole('img', { name: 'Onwards' })).toBeInTheDocument();
  });

  it('is an image with its own name when it is given a label', () => {
    render(<Icon glyph={CopyGlyph} label="Copied" size={24} />);
    const image = screen.getByRole('img', { name: 'Copied' });
    expect(image).toHaveAttribute('width', '24');
    expect(image.querySelectorAll('path, rect').length).toBeGreaterThan(0);
  });
});

describe('<IconBadge>', () => {
  it('is decoration beside the text it illustrates: nothing for a screen reader to say', () => {
    render(
      <p>
        <IconBadge glyph={CopyGlyph} />A home for your digital assets
      </p>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('A home for your digital assets').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('<BrandIcon>', () => {
  it("draws the brand's own mark in the brand's colour", () => {
    const { container } = render(<BrandIcon brand="google" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('fill', `#${siGoogle.hex}`);
    expect(svg?.querySelector('path')).toHaveAttribute('d', siGoogle.path);
  });

  it('draws a near-black mark in the text colour, so it shows on the dark theme too', () => {
    const { container } = render(<BrandIcon brand="github" />);
    expect(container.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    expect(container.querySelector('path')).toHaveAttribute('d', siGithub.path);
  });

  it('is an image named by its label, inside a button named by it', () => {
    render(
      <button type="button" aria-label="Continue with X">
        <BrandIcon brand="x" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Continue with X' })).toBeInTheDocument();
    render(<BrandIcon brand="walletConnect" label="WalletConnect" />);
    expect(screen.getByRole('img', { name: 'WalletConnect' }).querySelector('path')).toHaveAttribute('d', siWalletconnect.path);
  });
});
