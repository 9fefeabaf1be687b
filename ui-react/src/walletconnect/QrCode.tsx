import { useMemo } from 'react';
import { LABELS } from '../ui/labels';
import { QR_QUIET_ZONE_MODULES, encodeQr, qrPathData } from './qrCodePath';

export interface QrCodeProps {
  /** The text to encode (a wc: pairing URI, an address). */
  readonly value: string;
  /** Rendered width and height in CSS pixels. */
  readonly size?: number;
  /** Its accessible name (default: the pairing code's, LABELS.qrCode). */
  readonly label?: string;
}

/**
 * A QR code as React SVG elements: a light tile (with the quiet zone) and one path of dark
 * modules. The colours come from `--portico-qr-light` / `--portico-qr-dark` (dark modules on
 * a white tile in both themes: cameras need the contrast); the fill attributes are the
 * fallback without the stylesheet. Only views import this module (the WalletConnect views, and
 * plugin views through @portico/react/ui), so the QR encoder loads with them, not the page.
 */
export function QrCode({ value, size = 280, label = LABELS.qrCode }: QrCodeProps) {
  const { modules, path } = useMemo(() => {
    const matrix = encodeQr(value);
    return { modules: matrix.size, path: qrPathData(matrix.data) };
  }, [value]);
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
