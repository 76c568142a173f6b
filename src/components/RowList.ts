import { styled } from 'styled-components';

// Its own module, not layout.ts: only views use it, and layout.ts is in the first load with the Connect button.
/** A list of rows, one under the other, without bullets. */
export const RowList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
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
