/**
 * The QR code of an address as SVG path data, with uqr, the encoder @portico/react uses for
 * the WalletConnect pairing code (not exported by @portico/react/ui, so used directly). No
 * SVG string is parsed anywhere: the path data is a plain attribute of a React <path>.
 */
import { encode } from 'uqr';

/** Error correction M, as the pairing code: an address is short, so the code stays small. */
export const QR_ERROR_CORRECTION = 'M';
/** The quiet zone the QR standard asks for around the code, in modules. */
export const QR_QUIET_ZONE_MODULES = 4;

export interface QrPath {
  /** Modules per side, without the quiet zone. */
  readonly modules: number;
  /** One path for all dark modules: each horizontal run is one rectangle. */
  readonly path: string;
}

/** The dark modules of `text`'s QR code as one path, in module units (no border). */
export function qrPath(text: string): QrPath {
  const { size, data } = encode(text, { ecc: QR_ERROR_CORRECTION, border: 0 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return { modules: size, path: parts.join('') };
}
