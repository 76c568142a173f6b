import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sepolia } from '../../config/networks';
import { openModal, viewPushed } from '../../store/slices/modalSlice';
import { connectTestAccount, TEST_ADDRESS } from '../../test/connect';
import { chainWithBalance } from '../../test/fakeAdapter';
import { serveMockApi, serveSepoliaEther } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { testConfig } from '../../test/store';

serveMockApi();

/** The logo frame of a row: its image once one is known, its initials once it has failed. */
const logoOf = (row: HTMLElement) => row.querySelector('[aria-hidden="true"]') as HTMLElement;

async function imageIn(row: HTMLElement): Promise<HTMLImageElement> {
  let image: HTMLImageElement | null = null;
  await waitFor(() => {
    image = row.querySelector('img');
    expect(image).not.toBeNull();
  });
  return image as unknown as HTMLImageElement;
}

describe('network and token images', () => {
  it("show the network's image from the asset images, and its initials only when the image fails", async () => {
    const { scoped } = renderWithProviders();
    act(() => {
      scoped.dispatch(openModal());
      scoped.dispatch(viewPushed({ view: 'Networks' }));
    });
    const list = await screen.findByRole('list', { name: 'EVM networks' });
    const ethereum = within(list).getByRole('button', { name: /Ethereum/ });
    const image = await imageIn(ethereum);
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(logoOf(ethereum)).toHaveTextContent('');

    fireEvent.error(image);
    expect(logoOf(ethereum)).toHaveTextContent('ET');
    expect(ethereum.querySelector('img')).toBeNull();
  });

  it("show a token's image by its symbol when the balance has no icon, and its initials only when the image fails", async () => {
    serveSepoliaEther();
    const { scoped } = renderWithProviders({
      config: { ...testConfig, networks: [sepolia] },
      environment: { adapters: [chainWithBalance('1.5')] },
    });
    act(() => {
      connectTestAccount(scoped, { caipAddress: `eip155:11155111:${TEST_ADDRESS}` });
      scoped.dispatch(openModal());
    });
    const list = await screen.findByRole('list', { name: 'Tokens' });
    const ether = within(list).getByRole('listitem');
    const image = await imageIn(ether);
    expect(image.getAttribute('src')).toMatch(/^blob:/);

    fireEvent.error(image);
    expect(logoOf(ether)).toHaveTextContent('ET');
  });
});
