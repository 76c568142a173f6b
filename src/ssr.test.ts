/** @jest-environment node */

describe('server-side rendering', () => {
  it('imports in plain Node without a window or document, and builds a store', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const walletModal = await import('./index');
    const store = walletModal.createWalletStore({ projectId: 'p', networks: [walletModal.mainnet] });
    store.dispatch(walletModal.openModal());
    expect(walletModal.selectIsModalOpen(walletModal.selectWalletModal(store.getState()))).toBe(true);
    expect(typeof window).toBe('undefined');
  });

  it('exports the rules and texts hosts use, under the names the docs give', async () => {
    const api = await import('./index');
    for (const name of [
      'isAddress',
      'isCaipAddress',
      'isCaipNetworkId',
      'parseCaipAddress',
      'isTransactionHash',
      'isSignedMessage',
      'parseUnits',
      'isValidName',
      'chainIdToCoinType',
      'formatBalance',
      'formatNumber',
      'truncateAddress',
      'formatRelativeTime',
      'createWalletModal',
      'createWalletStore',
      'openModal',
      'closeModal',
    ]) {
      expect(typeof (api as Record<string, unknown>)[name]).toBe('function');
    }
    expect(api.ErrorText.httpStatus(404)).toBe('HTTP status code: 404');
  });
});
