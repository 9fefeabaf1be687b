/**
 * A QR code as SVG path data, from uqr's module matrix (`data[y][x]`, true = dark). No SVG
 * string is parsed anywhere: the path data is a plain attribute of a React <path>.
 */
import { encode } from 'uqr';

/**
 * Error correction M (15%): a wc: URI (~200 characters) then fits a version that phone
 * cameras read from a 280px code on a screen, and nothing covers the code (no logo in the
 * middle that would need Q or H).
 */
export const QR_ERROR_CORRECTION = 'M';

/** The quiet zone the QR standard asks for around the code, in modules. */
export const QR_QUIET_ZONE_MODULES = 4;

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  readonly size: number;
  readonly data: readonly (readonly boolean[])[];
}

/** The module matrix of `text` (no border: the quiet zone is drawn around it). */
export function encodeQr(text: string): QrMatrix {
  const { size, data } = encode(text, { ecc: QR_ERROR_CORRECTION, border: 0 });
  return { size, data };
}

/**
 * One path for all dark modules: each horizontal run of dark modules in a row is one
 * rectangle (`M x y h run v 1 h -run z`), in module units.
 */
export function qrPathData(data: QrMatrix['data']): string {
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
      const run = x - start;
      parts.push(`M${start} ${y}h${run}v1h-${run}z`);
    }
  });
  return parts.join('');
}
