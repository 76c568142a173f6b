'use client';

import type { ReactNode } from 'react';
import { PlaceholderTiles } from '../../components/Placeholder/Placeholder';
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

/** Stand-in tiles of the grid's size while wallets load. */
export function WalletPlaceholders({ count, label }: { count: number; label: string }) {
  return <PlaceholderTiles count={count} label={label} columns={GRID_COLUMNS} height={GRID_ROW_HEIGHT - 8} />;
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
