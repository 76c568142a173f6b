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
