import type { ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';
import { reducedMotion } from '../../components/theme';
import { VirtualGrid } from '../../components/VirtualGrid/VirtualGrid';
import { WalletTile } from '../../components/WalletButton/WalletTile';
import { MODAL_WIDTH_PX } from '../../constants';
import type { WalletListEntry } from './walletsApi';

/** Four tiles a row in the 360 px modal. */
export const GRID_COLUMNS = Math.floor(MODAL_WIDTH_PX / 90);
/** Tile (logo, two lines of name) plus the gap under it. */
export const GRID_ROW_HEIGHT = 104;
/** Three rows in view, so the modal stays within its height with recent wallets above. */
const GRID_HEIGHT = 3 * GRID_ROW_HEIGHT;

const pulse = keyframes`50% { opacity: 0.5; }`;

const SkeletonList = styled.div`
  display: grid;
  grid-template-columns: repeat(${GRID_COLUMNS}, minmax(0, 1fr));
  gap: 8px;
`;

const SkeletonTile = styled.div`
  height: ${GRID_ROW_HEIGHT - 8}px;
  border-radius: 14px;
  background: var(--wm-surface);
  animation: ${pulse} 1.2s ease-in-out infinite;
  ${reducedMotion}
`;

/** Placeholder tiles while wallets load; announced once, not tile by tile. */
export function SkeletonTiles({ count, label }: { count: number; label: string }) {
  return (
    <SkeletonList role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <SkeletonTile key={index} aria-hidden="true" />
      ))}
    </SkeletonList>
  );
}

interface WalletGridProps {
  label: string;
  wallets: readonly WalletListEntry[];
  /** How many wallets match, loaded or not. */
  total: number;
  onSelect: (wallet: WalletListEntry) => void;
  onEndReached?: () => void;
  footer?: ReactNode;
}

/** Catalogue wallets as a virtualised grid of tiles. */
export function WalletGrid({ label, wallets, total, onSelect, onEndReached, footer }: WalletGridProps) {
  return (
    <VirtualGrid
      label={label}
      itemCount={wallets.length}
      setSize={Math.max(total, wallets.length)}
      columns={GRID_COLUMNS}
      rowHeight={GRID_ROW_HEIGHT}
      height={GRID_HEIGHT}
      itemKey={(index) => wallets[index]?.id ?? index}
      renderItem={(index) => {
        const wallet = wallets[index];
        return wallet && <WalletTile name={wallet.name} imageId={wallet.image_id ?? undefined} onClick={() => onSelect(wallet)} />;
      }}
      onEndReached={onEndReached}
      footer={footer}
    />
  );
}
