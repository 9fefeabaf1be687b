import fc from 'fast-check';
import { encode } from 'uqr';
import { QR_ERROR_CORRECTION, encodeQr, qrPathData } from './qrCodePath';

/** The matrix a path describes (the inverse of qrPathData), `size` modules per side. */
function matrixOf(path: string, size: number): boolean[][] {
  const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i += 1) matrix[Number(y)]![Number(x) + i] = true;
  }
  return matrix;
}

describe('qrCodePath', () => {
  it('draws exactly the dark modules of any matrix', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }).chain((size) =>
          fc.array(fc.array(fc.boolean(), { minLength: size, maxLength: size }), {
            minLength: size,
            maxLength: size,
          }),
        ),
        (data) => {
          const path = qrPathData(data);
          expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)*$/);
          expect(matrixOf(path, data.length)).toEqual(data);
        },
      ),
    );
  });

  it("draws uqr's encoding of a wc: URI at error correction M, without a border", () => {
    const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`;
    const expected = encode(uri, { ecc: QR_ERROR_CORRECTION, border: 0 });
    const matrix = encodeQr(uri);
    expect(QR_ERROR_CORRECTION).toBe('M');
    expect(matrix.size).toBe(expected.size);
    expect(matrixOf(qrPathData(matrix.data), matrix.size)).toEqual(expected.data);
  });
});
