// What a page of the page-load bench fetched, sized: each script's gzip size (level 9, each
// file alone) split by who wrote its code, the page load above React, and where the modal's
// chunks came (never in the page load; in the idle prefetch after it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { URL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { KIB, kib, PAGELOAD_BUDGETS } from './pageLoadBudgets.mjs';

const REACT_PACKAGES = new Set(['react', 'react-dom', 'scheduler']);
/**
 * The modal's chunks (the dialog, the view it opens on), by the module they are for (ui-react's
 * built chunk, e.g. ModalDialog-<hash>.js): fetched after the load event only.
 */
const MODAL_CHUNKS = [/^ModalDialog\b/, /^ConnectView\b/];

/** A chunk's gzip size split by who wrote its code, in proportion to rendered module sizes. */
function shareOf(chunkInfo, gzipBytes) {
  const shares = { react: 0, portico: 0, other: 0 };
  const packages = Object.entries(chunkInfo?.packages ?? {});
  const total = packages.reduce((sum, [, bytes]) => sum + bytes, 0);
  if (total === 0) return { ...shares, other: gzipBytes };
  for (const [name, bytes] of packages) {
    const part = REACT_PACKAGES.has(name)
      ? 'react'
      : name.startsWith('@portico/')
        ? 'portico'
        : 'other';
    shares[part] += (gzipBytes * bytes) / total;
  }
  return shares;
}

export function measureScripts(scriptUrls, distDir, modules) {
  const files = [];
  const sums = { total: 0, react: 0, portico: 0, other: 0 };
  for (const { url, phase } of scriptUrls) {
    const fileName = new URL(url).pathname.slice(1);
    const gzipBytes = gzipSync(readFileSync(join(distDir, fileName)), { level: 9 }).length;
    const shares = shareOf(modules[fileName], gzipBytes);
    files.push({
      file: fileName,
      phase,
      gzipKiB: kib(gzipBytes),
      portico: kib(shares.portico),
      react: kib(shares.react),
    });
    sums.total += gzipBytes;
    for (const part of ['react', 'portico', 'other']) sums[part] += shares[part];
  }
  const totalGzipKiB = kib(sums.total);
  const porticoGzipKiB = kib(sums.portico);
  return {
    files,
    totalGzipKiB,
    reactGzipKiB: kib(sums.react),
    porticoGzipKiB,
    otherGzipKiB: kib(sums.other),
    pass:
      totalGzipKiB <= PAGELOAD_BUDGETS.totalJsGzipKiB &&
      porticoGzipKiB <= PAGELOAD_BUDGETS.porticoJsGzipKiB,
  };
}

export /**
 * The page load proper: the scripts requested until the load event. Above React: their gzip
 * size minus React alone's (apps/react-only), i.e. what Portico, its dependencies and the
 * app's few lines add to a React page; with what the page fetches once idle (the modal's
 * code), the same before the first click.
 */
function measurePageLoadScripts(scriptUrls, distDir, modules, reactOnlyBytes) {
  const measured = measureScripts(
    scriptUrls.filter((script) => script.phase === 'load'),
    distDir,
    modules,
  );
  const beforeClick = measureScripts(scriptUrls, distDir, modules);
  const reactOnlyGzipKiB = kib(reactOnlyBytes);
  const aboveReactGzipKiB = kib((measured.totalGzipKiB - reactOnlyGzipKiB) * KIB);
  return {
    totalGzipKiB: measured.totalGzipKiB,
    reactOnlyGzipKiB,
    aboveReactGzipKiB,
    beforeFirstClickAboveReactGzipKiB: kib((beforeClick.totalGzipKiB - reactOnlyGzipKiB) * KIB),
    porticoGzipKiB: measured.porticoGzipKiB,
    pass: aboveReactGzipKiB <= PAGELOAD_BUDGETS.pageLoadAboveReactGzipKiB,
  };
}

export /**
 * Where the modal's chunks (the dialog and the Connect view) were requested: never in the page
 * load, and once the page is idle after it (the idle prefetch), so the first click finds them.
 */
function modalChunksOf(scriptUrls, modules) {
  const modalFiles = Object.entries(modules)
    .filter(([, chunk]) => MODAL_CHUNKS.some((pattern) => pattern.test(chunk.facade ?? '')))
    .map(([file]) => file);
  const phaseOf = (file) =>
    scriptUrls.find((script) => new URL(script.url).pathname.slice(1) === file)?.phase ?? 'never';
  const chunks = modalFiles.map((file) => ({ file, phase: phaseOf(file) }));
  const inPageLoad = chunks.filter((chunk) => chunk.phase === 'load').map((chunk) => chunk.file);
  const notPrefetched = chunks
    .filter((chunk) => chunk.phase !== 'idle preload')
    .map((chunk) => chunk.file);
  return {
    chunks,
    inPageLoad,
    pass: modalFiles.length === MODAL_CHUNKS.length && notPrefetched.length === 0,
  };
}
