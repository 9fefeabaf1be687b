// The page-load bench's budgets (bench/pageLoad.mjs) and the small number helpers its parts share.

export const PAGELOAD_BUDGETS = Object.freeze({
  pageLoadAboveReactGzipKiB: 40,
  totalJsGzipKiB: 120,
  porticoJsGzipKiB: 75,
  firstRowFrames: 1,
  keystrokeP95Ms: 8,
  walletConnectQrMs: 300,
});

export const KIB = 1024;
export const kib = (bytes) => Math.round((bytes / KIB) * 100) / 100;
export const round = (value) => Math.round(value * 10) / 10;
export const nearestRank = (sorted, p) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
