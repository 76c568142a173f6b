import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FailedState } from './FailedState';

describe('<FailedState>', () => {
  it('announces what failed, under its title, and tries again on the retry', async () => {
    let retries = 0;
    render(
      <FailedState title="Connection declined" message="User rejected the request." retryLabel="Try again" onRetry={() => retries++} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Connection declinedUser rejected the request.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retries).toBe(1);
  });

  it('leaves the focus where it is, beside controls still in use', () => {
    render(
      <>
        <input aria-label="E-mail" />
        <FailedState message="Couldn't load the wallet list." retryLabel="Retry" onRetry={() => {}} />
      </>,
    );
    screen.getByRole('textbox', { name: 'E-mail' }).focus();
    expect(screen.getByRole('alert')).toHaveTextContent("Couldn't load the wallet list.");
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });

  it('takes the focus to the retry when it replaced the control the user was on', () => {
    render(<FailedState message="User rejected the request." retryLabel="Try again" onRetry={() => {}} takeFocus />);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
  });
});
