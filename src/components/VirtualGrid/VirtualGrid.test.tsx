import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { rowWindow, VirtualGrid } from './VirtualGrid';

const ROW_HEIGHT = 50;
const HEIGHT = 200;
const COLUMNS = 4;

/** A list that grows by `pageSize` items each time its end is reached, up to `total`; it shows how many loads it asked for. */
function GrowingList({ total, pageSize, initial = pageSize }: { total: number; pageSize: number; initial?: number }) {
  const [count, setCount] = useState(initial);
  const [loads, setLoads] = useState(0);
  return (
    <>
      <p>Loads: {loads}</p>
      <VirtualGrid
        label="Items"
        itemCount={count}
        setSize={total}
        columns={COLUMNS}
        rowHeight={ROW_HEIGHT}
        height={HEIGHT}
        itemKey={(index) => `item-${index}`}
        renderItem={(index) => <button type="button">Item {index + 1}</button>}
        onEndReached={() => {
          setLoads((value) => value + 1);
          setCount((value) => Math.min(total, value + pageSize));
        }}
      />
    </>
  );
}

const list = () => screen.getByRole('list', { name: 'Items' });
const renderedItems = () => within(list()).getAllByRole('listitem');
const positions = () => renderedItems().map((item) => Number(item.getAttribute('aria-posinset')));

/** jsdom has no layout: set the scroll position the browser would have, and tell the grid. */
function scrollTo(top: number) {
  const scroller = list().parentElement?.parentElement as HTMLElement;
  act(() => {
    scroller.scrollTop = top;
    fireEvent.scroll(scroller);
  });
}

describe('rowWindow', () => {
  it('covers the rows in view plus the overscan, clamped to the list', () => {
    expect(rowWindow({ scrollTop: 0, viewportHeight: 200, rowHeight: 50, rowCount: 100, overscan: 2 })).toEqual({ start: 0, end: 6 });
    expect(rowWindow({ scrollTop: 1_010, viewportHeight: 200, rowHeight: 50, rowCount: 100, overscan: 2 })).toEqual({ start: 18, end: 27 });
    expect(rowWindow({ scrollTop: 4_800, viewportHeight: 200, rowHeight: 50, rowCount: 100, overscan: 2 })).toEqual({
      start: 94,
      end: 100,
    });
    expect(rowWindow({ scrollTop: 0, viewportHeight: 200, rowHeight: 50, rowCount: 0, overscan: 2 })).toEqual({ start: 0, end: 0 });
  });
});

describe('<VirtualGrid>', () => {
  it('renders only the rows in view plus the overscan, inside a spacer of the full height', () => {
    render(<GrowingList total={1_000} pageSize={1_000} />);
    // 4 rows in view + 2 overscan rows, 4 items a row.
    expect(positions()).toEqual(Array.from({ length: 24 }, (_, index) => index + 1));
    expect(list().parentElement).toHaveStyle({ height: `${(1_000 / COLUMNS) * ROW_HEIGHT}px` });

    scrollTo(100 * ROW_HEIGHT);
    expect(positions()[0]).toBe(98 * COLUMNS + 1);
    expect(positions().at(-1)).toBe(106 * COLUMNS);
    expect(list()).toHaveStyle({ transform: `translateY(${98 * ROW_HEIGHT}px)` });
    expect(screen.getByRole('button', { name: 'Item 401' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Item 1' })).toBeNull();
  });

  it('tells screen readers each item’s position in the whole list, loaded or not', () => {
    render(<GrowingList total={5_000} pageSize={40} />);
    for (const item of renderedItems()) expect(item).toHaveAttribute('aria-setsize', '5000');
    expect(renderedItems()[2]).toHaveAttribute('aria-posinset', '3');
  });

  it('asks for more when the rendered rows reach the end, once per new batch of items', () => {
    render(<GrowingList total={120} pageSize={40} />);
    expect(screen.getByText('Loads: 0')).toBeInTheDocument();
    scrollTo(6 * ROW_HEIGHT);
    expect(screen.getByText('Loads: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Item 41' })).toBeInTheDocument();

    // A row further down is not yet the end of 80 items (20 rows).
    scrollTo(7 * ROW_HEIGHT);
    expect(screen.getByText('Loads: 1')).toBeInTheDocument();
    scrollTo(16 * ROW_HEIGHT);
    expect(screen.getByText('Loads: 2')).toBeInTheDocument();
    scrollTo(26 * ROW_HEIGHT);
    expect(screen.getByText('Loads: 3')).toBeInTheDocument();
    expect(positions().at(-1)).toBe(120);
    // Nothing new came with the last load: scrolling at the end does not ask again and again.
    scrollTo(25 * ROW_HEIGHT);
    scrollTo(26 * ROW_HEIGHT);
    expect(screen.getByText('Loads: 3')).toBeInTheDocument();
  });

  it('asks at once when the first items do not fill the view', () => {
    render(<GrowingList total={100} pageSize={40} initial={8} />);
    expect(screen.getByText('Loads: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Item 9' })).toBeInTheDocument();
  });

  it('lets a keyboard user tab through every item: the focused row scrolls into view', async () => {
    const user = userEvent.setup();
    render(<GrowingList total={80} pageSize={80} />);
    await user.click(screen.getByRole('button', { name: 'Item 1' }));
    for (let step = 1; step < 80; step++) await user.tab();
    expect(screen.getByRole('button', { name: 'Item 80' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Item 1' })).toBeNull();

    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Item 79' })).toHaveFocus();
  });
});
