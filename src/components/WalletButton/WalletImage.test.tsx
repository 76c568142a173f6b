import { jest } from '@jest/globals';
import { act, fireEvent, render } from '@testing-library/react';
import { useCatalogueImage } from '../../features/wallets/useCatalogueImage';
import { WalletModalProvider } from '../../shell/WalletModalProvider';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore } from '../../test/store';
import { IMAGE_PRELOAD_CAP_MS } from './imagePreload';
import { ImageSourceContext } from './imageSource';
import { WalletImage, type WalletImageProps } from './WalletImage';

const mockApi = serveMockApi();

function renderImage(props: WalletImageProps) {
  const { container } = render(
    <WalletModalProvider store={createHostStore().store}>
      <ImageSourceContext value={useCatalogueImage}>
        <WalletImage {...props} />
      </ImageSourceContext>
    </WalletModalProvider>,
  );
  const frame = container.firstElementChild as HTMLElement;
  return { frame, image: () => frame.querySelector('img') };
}

describe('<WalletImage> (images preload with a 2 s cap)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('shows the logo once it has loaded, hidden while it preloads', async () => {
    const { frame, image } = renderImage({ name: 'MetaMask', imageId: 'metamask-logo' });
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(image()?.getAttribute('src')).toMatch(/^blob:/);
    expect(image()).not.toBeVisible();
    expect(frame).toHaveTextContent('');

    fireEvent.load(image() as HTMLImageElement);
    expect(image()).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(IMAGE_PRELOAD_CAP_MS));
    expect(frame).toHaveTextContent('');
  });

  it('shows the initials when the logo has not loaded within 2 s, and the logo if it comes later', async () => {
    mockApi.state.scenario.latencyMs = 3_000;
    const { frame, image } = renderImage({ name: 'Rainbow', imageId: 'rainbow-logo' });
    await act(() => jest.advanceTimersByTimeAsync(IMAGE_PRELOAD_CAP_MS - 1));
    expect(frame).toHaveTextContent('');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(frame).toHaveTextContent('RA');

    await act(() => jest.advanceTimersByTimeAsync(1_500));
    fireEvent.load(image() as HTMLImageElement);
    expect(image()).toBeVisible();
    expect(frame).toHaveTextContent('');
  });

  it('shows the initials at once when the image request fails', async () => {
    mockApi.state.scenario.errors.walletImage = { status: 500 };
    const { frame, image } = renderImage({ name: 'Trust Wallet', imageId: 'trust-logo' });
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(frame).toHaveTextContent('TR');
    expect(image()).toBeNull();
  });

  it('shows the initials at once when the image does not decode', async () => {
    const { frame, image } = renderImage({ name: 'Phantom', imageId: 'phantom-logo' });
    await act(() => jest.advanceTimersByTimeAsync(50));
    fireEvent.error(image() as HTMLImageElement);
    expect(frame).toHaveTextContent('PH');
    expect(image()).toBeNull();
  });

  it('shows initials, whole characters, when there is no image or only a script URL', () => {
    expect(renderImage({ name: '🦊Fox' }).frame).toHaveTextContent('🦊F');
    const { frame, image } = renderImage({ name: 'Evil', imageUrl: 'javascript:alert(1)' });
    expect(frame).toHaveTextContent('EV');
    expect(image()).toBeNull();
  });
});
