import { useMemo } from 'react';
import { QR_QUIET_ZONE_MODULES, qrPath } from './qrPath';

export interface AddressQrProps {
  /** The text to encode: the connected address. */
  readonly value: string;
  /** Its accessible name. */
  readonly label: string;
  readonly size?: number;
}

/**
 * A QR code as React SVG elements, drawn as @portico/react draws the pairing code (its
 * `portico-qr` classes and colours from @portico/react/styles.css: dark modules on a white
 * tile in both themes; the fill attributes are the fallback without the stylesheet).
 */
export function AddressQr({ value, label, size = 220 }: AddressQrProps) {
  const { modules, path } = useMemo(() => qrPath(value), [value]);
  const side = modules + 2 * QR_QUIET_ZONE_MODULES;
  return (
    <svg
      className="portico-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QR_QUIET_ZONE_MODULES} ${-QR_QUIET_ZONE_MODULES} ${side} ${side}`}
      shapeRendering="crispEdges"
      data-modules={modules}
    >
      <rect
        className="portico-qr__tile"
        x={-QR_QUIET_ZONE_MODULES}
        y={-QR_QUIET_ZONE_MODULES}
        width={side}
        height={side}
        fill="#ffffff"
      />
      <path className="portico-qr__modules" d={path} fill="#000000" />
    </svg>
  );
}
