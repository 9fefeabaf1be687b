/** "0x1234…cdef": the start and end of an address, for where the whole one does not fit. */
export function shortAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1
    ? address
    : `${address.slice(0, head)}…${address.slice(-tail)}`;
}

/** A 32-bit FNV-1a hash: the same address always gives the same colours. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The avatar gradient of an address: two hues from its hash. */
export function addressGradient(address: string): string {
  const value = hash(address.toLowerCase());
  const first = value % 360;
  const second = (first + 40 + ((value >>> 9) % 140)) % 360;
  return `linear-gradient(135deg, hsl(${first} 80% 62%), hsl(${second} 75% 48%))`;
}
