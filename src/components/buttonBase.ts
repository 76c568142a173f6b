import { css } from 'styled-components';
import { focusRing } from './theme';

/**
 * What every button of the kit shares: its content centred in a row, the surrounding font, the pointer, one disabled
 * look and the focus ring. Each button adds only its size and colours.
 */
export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: none;
  font: inherit;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing}
`;
