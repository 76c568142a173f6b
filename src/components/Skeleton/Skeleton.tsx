import { keyframes, styled } from 'styled-components';
import { reducedMotion } from '../theme';

const pulse = keyframes`50% { opacity: 0.5; }`;

const Row = styled.div`
  height: 52px;
  border-radius: 14px;
  background: var(--wm-surface);
  animation: ${pulse} 1.2s ease-in-out infinite;
  ${reducedMotion}
`;

/** Placeholder rows while a list loads; announced once, not row by row. */
export function SkeletonRows({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Row key={index} aria-hidden="true" style={{ marginBottom: 8 }} />
      ))}
    </div>
  );
}
