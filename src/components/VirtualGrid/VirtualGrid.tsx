'use client';

import { type FocusEvent, type Key, type ReactNode, type UIEvent, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';

const Scroller = styled.div`
  position: relative;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Spacer = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  inset-block-start: 0;
  inset-inline: 0;
  display: grid;
  column-gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  min-width: 0;
  padding-bottom: 8px;
`;

export interface RowWindow {
  /** First row to render. */
  start: number;
  /** One past the last row to render. */
  end: number;
}

/** The rows to render for a scroll position: those in view, plus `overscan` rows on either side. */
export function rowWindow(options: {
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  overscan: number;
}): RowWindow {
  const { scrollTop, viewportHeight, rowHeight, rowCount, overscan } = options;
  const clamp = (row: number) => Math.min(rowCount, Math.max(0, row));
  return {
    start: clamp(Math.floor(scrollTop / rowHeight) - overscan),
    end: clamp(Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan),
  };
}

export interface VirtualGridProps {
  /** The list's accessible name. */
  label: string;
  /** How many items can be rendered now. */
  itemCount: number;
  /** How many items the whole list has, loaded or not: what screen readers announce. */
  setSize?: number;
  columns: number;
  /** Every row is this tall, in pixels: positions are computed, never measured. */
  rowHeight: number;
  /** Height of the scroll container, in pixels. */
  height: number;
  overscanRows?: number;
  itemKey: (index: number) => Key;
  renderItem: (index: number) => ReactNode;
  /** The rendered rows reached the last one: time to load more. Called again only once `itemCount` changed. */
  onEndReached?: () => void;
  /** After the items, inside the scroll container (e.g. the next page loading, or its error). */
  footer?: ReactNode;
}

/**
 * A list laid out as a grid that renders only the rows in view (plus an overscan) inside a fixed-height
 * scroll container; a spacer keeps the full height, so the scrollbar reflects the whole list. Each item
 * carries its position and the list's size, so screen readers announce "12 of 640" though most are not
 * in the DOM. Focusing an item scrolls its row into view, so Tab walks on through the whole list.
 */
export function VirtualGrid({
  label,
  itemCount,
  setSize = itemCount,
  columns,
  rowHeight,
  height,
  overscanRows = 2,
  itemKey,
  renderItem,
  onEndReached,
  footer,
}: VirtualGridProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, viewportHeight: height });
  const rowCount = Math.ceil(itemCount / columns);
  const { start, end } = rowWindow({
    scrollTop: scroll.top,
    viewportHeight: scroll.viewportHeight,
    rowHeight,
    rowCount,
    overscan: overscanRows,
  });

  const endReached = rowCount > 0 && end >= rowCount;
  const onEndReachedRef = useRef(onEndReached);
  onEndReachedRef.current = onEndReached;
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemCount is the trigger: once per new batch of items, not per scroll event
  useEffect(() => {
    if (endReached) onEndReachedRef.current?.();
  }, [endReached, itemCount]);

  function scrolledTo(top: number, viewportHeight: number) {
    // Scroll events come by the dozen; only a change of rendered rows is worth a render.
    setScroll((previous) => {
      const before = rowWindow({ scrollTop: previous.top, viewportHeight: previous.viewportHeight, rowHeight, rowCount, overscan: 0 });
      const after = rowWindow({ scrollTop: top, viewportHeight, rowHeight, rowCount, overscan: 0 });
      return before.start === after.start && before.end === after.end ? previous : { top, viewportHeight };
    });
  }

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const { scrollTop, clientHeight } = event.currentTarget;
    scrolledTo(scrollTop, clientHeight || height);
  }

  function onFocus(event: FocusEvent<HTMLUListElement>) {
    const scroller = scrollerRef.current;
    const index = Number(event.target.closest('[data-index]')?.getAttribute('data-index'));
    if (!scroller || !Number.isInteger(index)) return;
    const viewportHeight = scroller.clientHeight || height;
    const rowTop = Math.floor(index / columns) * rowHeight;
    const top = Math.min(rowTop, Math.max(scroller.scrollTop, rowTop + rowHeight - viewportHeight));
    if (top === scroller.scrollTop) return;
    scroller.scrollTop = top;
    scrolledTo(top, viewportHeight);
  }

  const first = start * columns;
  const last = Math.min(itemCount, end * columns);
  return (
    <Scroller ref={scrollerRef} style={{ height }} onScroll={onScroll}>
      <Spacer style={{ height: rowCount * rowHeight }}>
        <List
          aria-label={label}
          onFocus={onFocus}
          style={{
            transform: `translateY(${start * rowHeight}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gridAutoRows: `${rowHeight}px`,
          }}
        >
          {Array.from({ length: last - first }, (_, offset) => {
            const index = first + offset;
            return (
              <Item key={itemKey(index)} data-index={index} aria-setsize={setSize} aria-posinset={index + 1}>
                {renderItem(index)}
              </Item>
            );
          })}
        </List>
      </Spacer>
      {footer}
    </Scroller>
  );
}
