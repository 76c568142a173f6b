'use client';

import QRCode from 'qrcode';
import { type ReactNode, useMemo } from 'react';
import { styled } from 'styled-components';

const Frame = styled.div`
  position: relative;
  line-height: 0;
`;

// The logo covers about 4% of the code's area, well inside what error correction level H restores (30%).
const Logo = styled.div`
  position: absolute;
  inset: 50% auto auto 50%;
  transform: translate(-50%, -50%);
  padding: 6px;
  border-radius: 14px;
  background: #ffffff;
  line-height: 0;
`;

/**
 * A QR code drawn as SVG from the `qrcode` matrix (no canvas), dark on white whatever the theme so every
 * scanner reads it, with an optional `logo` in the middle.
 */
export function QrCode({ value, label, size = 280, logo }: { value: string; label: string; size?: number; logo?: ReactNode }) {
  const { path, count } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'H' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column)) d += `M${column + 4},${row + 4}h1v1h-1z`;
      }
    }
    return { path: d, count: modules.size + 8 };
  }, [value]);
  // A QR code has no reading direction: it stays as drawn in right-to-left text too.
  return (
    <Frame dir="ltr">
      <svg
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`0 0 ${count} ${count}`}
        shapeRendering="crispEdges"
        style={{ borderRadius: 16 }}
      >
        <rect width={count} height={count} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
      {logo && <Logo aria-hidden="true">{logo}</Logo>}
    </Frame>
  );
}
