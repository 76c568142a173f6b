'use client';

import { keyframes, styled } from 'styled-components';
import { reducedMotion } from '../motion';

const pulse = keyframes`50% { opacity: 0.5; }`;

const Shape = styled.div`
  border-radius: 14px;
  background: var(--wm-surface);
  animation: ${pulse} 1.2s ease-in-out infinite;
  ${reducedMotion}
`;

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Tiles = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: 8px;
`;

interface PlaceholderProps {
  count: number;
  /** What is loading: the stand-ins are announced once by it, not one by one. */
  label: string;
}

/** Stand-ins for the rows of a list while it loads. */
export function PlaceholderRows({ count, label }: PlaceholderProps) {
  return (
    <Rows role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins
        <Shape key={index} aria-hidden="true" style={{ height: 52 }} />
      ))}
    </Rows>
  );
}

/** Stand-ins for the tiles of a grid while it loads, `columns` a row, each `height` pixels tall. */
export function PlaceholderTiles({ count, label, columns, height }: PlaceholderProps & { columns: number; height: number }) {
  return (
    <Tiles role="status" aria-label={label} $columns={columns}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins
        <Shape key={index} aria-hidden="true" style={{ height }} />
      ))}
    </Tiles>
  );
}
