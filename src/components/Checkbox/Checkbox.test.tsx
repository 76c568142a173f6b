import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './Checkbox';

/** Terms to agree to; each change is kept in `changes`. */
function Terms({ changes }: { changes: boolean[] }) {
  const [agreed, setAgreed] = useState(false);
  return (
    <Checkbox
      checked={agreed}
      onChange={(checked) => {
        changes.push(checked);
        setAgreed(checked);
      }}
      finePrint
    >
      I agree to the <a href="https://example.com/terms">Terms</a>
    </Checkbox>
  );
}

describe('<Checkbox>', () => {
  it('is named by the text beside it, links included, and a click on the text ticks it', async () => {
    const changes: boolean[] = [];
    render(<Terms changes={changes} />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the Terms' });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(screen.getByText(/I agree to the/));
    expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    expect(changes).toEqual([true, false]);
  });
});
