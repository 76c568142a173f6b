import { ErrorText } from '../errors';
import { WalletRequestError, walletNotice } from './walletRequestError';

describe('WalletRequestError', () => {
  it.each([
    [4001, 'userRejected'],
    [5000, 'userRejected'],
    [4100, 'unauthorized'],
    [4200, 'unsupportedMethod'],
    [-32601, 'unsupportedMethod'],
    [4900, 'disconnected'],
    [4901, 'chainNotGranted'],
    [4902, 'unrecognizedChain'],
    [32603, 'unrecognizedChain'],
    [-32603, 'failed'],
    [undefined, 'failed'],
  ])('takes code %p to be %s', (code, kind) => {
    expect(new WalletRequestError('No.', { code })).toMatchObject({ code, kind });
  });

  it('keeps the kind an adapter names over the one its code says', () => {
    expect(new WalletRequestError('Reverted.', { code: 4001, kind: 'reverted' }).kind).toBe('reverted');
  });

  it('carries the wallet’s own words as a bounded value, not as the sentence a view shows', () => {
    const long = `Refused: ${'x'.repeat(400)}`;
    const error = new WalletRequestError(long, { code: 4001 });
    expect(error.message).toBe(long);
    expect(error.notice).toEqual({ key: 'notice.walletAnswered', values: { answer: `${long.slice(0, 199)}…` } });
  });

  it('carries the catalogue key of a text of ours', () => {
    const error = new WalletRequestError(ErrorText.sessionNotApproved, { code: 4001, notice: { key: 'error.sessionNotApproved' } });
    expect(error).toMatchObject({ message: 'The wallet did not approve the session.', kind: 'userRejected' });
    expect(walletNotice(error, { key: 'notice.switchFailed' })).toEqual({ key: 'error.sessionNotApproved' });
  });

  it('tells a host the wallet could not complete the request when the wallet gave no words, and lets the view say what failed', () => {
    const error = new WalletRequestError(undefined, { code: 4200 });
    expect(error).toMatchObject({ message: 'The wallet could not complete the request.', kind: 'unsupportedMethod', notice: undefined });
    expect(walletNotice(error, { key: 'notice.switchFailed' })).toEqual({ key: 'notice.switchFailed' });
    expect(walletNotice(new WalletRequestError('  '), { key: 'notice.switchFailed' })).toEqual({ key: 'notice.switchFailed' });
  });

  it('shows the words of an error that is no WalletRequestError, and the fallback for one without any', () => {
    expect(walletNotice(new Error('Internal error'), { key: 'error.walletRequestFailed' })).toEqual({
      key: 'notice.walletAnswered',
      values: { answer: 'Internal error' },
    });
    expect(walletNotice({ code: 4001 }, { key: 'error.walletRequestFailed' })).toEqual({ key: 'error.walletRequestFailed' });
  });
});
