import { createHash } from 'node:crypto';
import { sha256 } from './sha256';

describe('sha256', () => {
  it('agrees with node:crypto on every length across the block and padding edges', () => {
    for (let length = 0; length <= 200; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 131 + length) & 0xff);
      expect(Buffer.from(sha256(bytes)).toString('hex')).toBe(
        createHash('sha256').update(bytes).digest('hex'),
      );
    }
  });
});
