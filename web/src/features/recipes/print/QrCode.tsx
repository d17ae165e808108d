import { useMemo } from 'react';
import { QUIET_ZONE, qrSymbol } from './qrCode';

/** The QR code of `address`, drawn as an SVG image named by `label`. */
export function QrCode({ address, label }: { address: string; label: string }) {
  const { size, path } = useMemo(() => qrSymbol(address), [address]);
  const side = size + 2 * QUIET_ZONE;
  return (
    <svg
      className="printed-recipe__qr"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="printed-recipe-qr"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
