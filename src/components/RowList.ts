'use client';

import { styled } from 'styled-components';

// Its own module, not layout.ts: only views use it, and layout.ts comes with the modal's first open.
/** A list of rows, one under the other, without bullets. */
export const RowList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** An item of a `RowList` on the surface colour: image, columns of text, an amount at the end. */
export const SurfaceRow = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding-block: 8px;
  padding-inline: 8px 12px;
  border-radius: 14px;
  background: var(--wm-surface);
`;

/** A row's column of stacked text lines; `$end` is the narrower one at the row's end, aligned to that end. */
export const RowColumn = styled.span<{ $end?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  flex: ${({ $end }) => ($end ? 'none' : 1)};
  align-items: ${({ $end }) => ($end ? 'flex-end' : 'stretch')};
  text-align: ${({ $end }) => ($end ? 'end' : 'start')};
  max-width: ${({ $end }) => ($end ? '45%' : 'none')};
`;

/** A row's main line: its name, cut short with an ellipsis rather than wrapped. */
export const RowTitle = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: var(--wm-fg);
  font-size: 15px;
  font-weight: 600;
`;

/** A row's second line, under its title: quieter and smaller. */
export const RowDetail = styled(RowTitle)`
  color: var(--wm-fg-muted);
  font-size: 13px;
  font-weight: 400;
`;

/** A word beside a row's title for a state that is not the usual one: failed, or still pending. */
export const RowStatus = styled.span<{ $tone: 'failed' | 'pending' }>`
  margin-inline-start: 6px;
  color: ${({ $tone }) => ($tone === 'failed' ? 'var(--wm-error)' : 'var(--wm-accent)')};
  font-size: 12px;
  font-weight: 600;
`;

/** The heading over a group of rows (a month of activity). */
export const RowListHeading = styled.h3`
  margin: 0 0 8px;
  color: var(--wm-fg-muted);
  font-size: 13px;
  font-weight: 600;
`;
