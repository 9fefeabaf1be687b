/**
 * Keccak-256 (the pre-standard SHA-3 Ethereum uses: padding byte 0x01, not 0x06), for EIP-55
 * address checksums. Core imports no chain library (STYLE.md), and a checksum is 40 bytes, so a
 * small sponge over 32-bit halves of the 64-bit lanes does the job. Tested against published
 * vectors and, in @portico/evm-common, against viem's keccak256.
 */

const RATE_BYTES = 136;
const ROUNDS = 24;
/** Round constants, high and low 32-bit halves. */
const RC_HI: readonly number[] = Object.freeze([
  0, 0, 0x80000000, 0x80000000, 0, 0, 0x80000000, 0x80000000, 0, 0, 0, 0, 0, 0x80000000, 0x80000000,
  0x80000000, 0x80000000, 0x80000000, 0, 0x80000000, 0x80000000, 0x80000000, 0, 0x80000000,
]);
const RC_LO: readonly number[] = Object.freeze([
  0x00000001, 0x00008082, 0x0000808a, 0x80008000, 0x0000808b, 0x80000001, 0x80008081, 0x00008009,
  0x0000008a, 0x00000088, 0x80008009, 0x8000000a, 0x8000808b, 0x0000008b, 0x00008089, 0x00008003,
  0x00008002, 0x00000080, 0x0000800a, 0x8000000a, 0x80008081, 0x00008080, 0x80000001, 0x80008008,
]);
/** Rotation of lane x + 5y (rho). */
const ROTATION: readonly number[] = Object.freeze([
  0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
]);

function permute(hi: Uint32Array, lo: Uint32Array): void {
  const cHi = new Uint32Array(5);
  const cLo = new Uint32Array(5);
  const bHi = new Uint32Array(25);
  const bLo = new Uint32Array(25);
  for (let round = 0; round < ROUNDS; round++) {
    // theta
    for (let x = 0; x < 5; x++) {
      cHi[x] = hi[x]! ^ hi[x + 5]! ^ hi[x + 10]! ^ hi[x + 15]! ^ hi[x + 20]!;
      cLo[x] = lo[x]! ^ lo[x + 5]! ^ lo[x + 10]! ^ lo[x + 15]! ^ lo[x + 20]!;
    }
    for (let x = 0; x < 5; x++) {
      const nextHi = cHi[(x + 1) % 5]!;
      const nextLo = cLo[(x + 1) % 5]!;
      const dHi = cHi[(x + 4) % 5]! ^ ((nextHi << 1) | (nextLo >>> 31));
      const dLo = cLo[(x + 4) % 5]! ^ ((nextLo << 1) | (nextHi >>> 31));
      for (let y = 0; y < 25; y += 5) {
        hi[x + y]! ^= dHi;
        lo[x + y]! ^= dLo;
      }
    }
    // rho and pi
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        const from = x + 5 * y;
        const to = y + 5 * ((2 * x + 3 * y) % 5);
        const n = ROTATION[from]!;
        const h = hi[from]!;
        const l = lo[from]!;
        if (n === 0) {
          bHi[to] = h;
          bLo[to] = l;
        } else if (n < 32) {
          bHi[to] = (h << n) | (l >>> (32 - n));
          bLo[to] = (l << n) | (h >>> (32 - n));
        } else if (n === 32) {
          bHi[to] = l;
          bLo[to] = h;
        } else {
          const m = n - 32;
          bHi[to] = (l << m) | (h >>> (32 - m));
          bLo[to] = (h << m) | (l >>> (32 - m));
        }
      }
    }
    // chi
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        hi[x + y] = bHi[x + y]! ^ (~bHi[((x + 1) % 5) + y]! & bHi[((x + 2) % 5) + y]!);
        lo[x + y] = bLo[x + y]! ^ (~bLo[((x + 1) % 5) + y]! & bLo[((x + 2) % 5) + y]!);
      }
    }
    // iota
    hi[0]! ^= RC_HI[round]!;
    lo[0]! ^= RC_LO[round]!;
  }
}

function absorb(hi: Uint32Array, lo: Uint32Array, block: Uint8Array): void {
  for (let i = 0; i < RATE_BYTES; i++) {
    const lane = i >> 3;
    const shift = (i & 3) * 8;
    if ((i & 7) < 4) lo[lane]! ^= block[i]! << shift;
    else hi[lane]! ^= block[i]! << shift;
  }
  permute(hi, lo);
}

/** The Keccak-256 digest of `bytes` (32 bytes). */
export function keccak256(bytes: Uint8Array): Uint8Array {
  const hi = new Uint32Array(25);
  const lo = new Uint32Array(25);
  let offset = 0;
  for (; offset + RATE_BYTES <= bytes.length; offset += RATE_BYTES) {
    absorb(hi, lo, bytes.subarray(offset, offset + RATE_BYTES));
  }
  const last = new Uint8Array(RATE_BYTES);
  last.set(bytes.subarray(offset));
  last[bytes.length - offset]! ^= 0x01;
  last[RATE_BYTES - 1]! ^= 0x80;
  absorb(hi, lo, last);
  const digest = new Uint8Array(32);
  for (let i = 0; i < 32; i++) {
    const lane = i >> 3;
    const shift = (i & 3) * 8;
    digest[i] = ((i & 7) < 4 ? lo[lane]! : hi[lane]!) >>> shift;
  }
  return digest;
}
