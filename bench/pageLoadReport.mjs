// Prints the page-load bench's results (results.pageLoad) as plain-text tables, with the
// other benches' table layout (report.mjs).
import { kib } from './lib/pageLoadBudgets.mjs';
import { table } from './report.mjs';

const verdict = (pass) => (pass ? 'PASS' : 'FAIL');

/** Prints results.pageLoad as plain-text tables, like report.mjs does for the other benches. */
export function printPageLoad(pageLoad) {
  const { pageLoadJs, js, modalChunks, firstRow, firstRowAtLoad, search, walletConnect } = pageLoad;
  const { heap, budgets } = pageLoad;
  console.log(
    "\nPage load: the README's app (NetworkButton + ConnectButton, viem adapter, projectId," +
      ` WalletConnect) from the packed tarballs, ${pageLoad.wallets} wallets, in Chromium,` +
      ' strict CSP, 127.0.0.1',
  );
  table([
    ['measure', 'value', 'budget', ''],
    [
      'JS of the page load (to the load event), gzip',
      `${pageLoadJs.totalGzipKiB.toFixed(2)} KiB`,
      '-',
      'report only',
    ],
    [
      '  above React (Portico, its dependencies, the app)',
      `${pageLoadJs.aboveReactGzipKiB.toFixed(2)} KiB`,
      `${budgets.pageLoadAboveReactGzipKiB} KiB`,
      verdict(pageLoadJs.pass),
    ],
    ['  React alone (apps/react-only)', `${pageLoadJs.reactOnlyGzipKiB.toFixed(2)} KiB`, '-', ''],
    [
      '  above React before the first click (+ idle prefetch)',
      `${pageLoadJs.beforeFirstClickAboveReactGzipKiB.toFixed(2)} KiB`,
      '-',
      'report only',
    ],
    [
      "  the modal's chunks after the load event, not in it",
      modalChunks.chunks.map((chunk) => chunk.phase).join(', ') || 'none found',
      'idle preload',
      verdict(modalChunks.pass),
    ],
    [
      'JS before first click, gzip',
      `${js.totalGzipKiB.toFixed(2)} KiB`,
      `${budgets.totalJsGzipKiB} KiB`,
      verdict(js.totalGzipKiB <= budgets.totalJsGzipKiB),
    ],
    [
      '  of which Portico',
      `${js.porticoGzipKiB.toFixed(2)} KiB`,
      `${budgets.porticoJsGzipKiB} KiB`,
      verdict(js.porticoGzipKiB <= budgets.porticoJsGzipKiB),
    ],
    ['  of which React', `${js.reactGzipKiB.toFixed(2)} KiB`, '-', 'report only'],
    ['  of which others', `${js.otherGzipKiB.toFixed(2)} KiB`, '-', 'report only'],
    [
      'click -> first wallet row (page idle)',
      `${firstRow.medianFrames} frame(s), ${firstRow.medianMs} ms (median of ${firstRow.runs.length})`,
      `${budgets.firstRowFrames} frame`,
      verdict(firstRow.pass),
    ],
    [
      '  right after load, hover then click',
      `${firstRowAtLoad.medianFrames} frame(s), ${firstRowAtLoad.medianMs} ms (median of ${firstRowAtLoad.runs.length})`,
      '-',
      'report only',
    ],
    [
      'search key -> next frame',
      `p95 ${search.p95Ms} ms (p50 ${search.p50Ms}, max ${search.maxMs}, n=${search.keystrokes})`,
      `${budgets.keystrokeP95Ms} ms`,
      verdict(search.pass),
    ],
    [
      'click WalletConnect -> QR painted',
      `${walletConnect.medianMs} ms (median of ${walletConnect.runs.length})`,
      `${budgets.walletConnectQrMs} ms`,
      verdict(walletConnect.pass),
    ],
    [
      '  WalletConnect code loaded by it, gzip',
      `${walletConnect.chunkGzipKiB.toFixed(2)} KiB`,
      '-',
      'report only',
    ],
    ['JS heap after load', `${heap.usedMiB} MiB used`, '-', 'report only'],
    ...Object.entries(pageLoad.featureViews ?? {}).flatMap(([id, view]) =>
      view.measured
        ? [
            [
              `click ${view.entry} (${view.package}) -> view's first frame`,
              `${view.medianFrames} frame(s), ${view.medianMs} ms (median of ${view.runs.length})${view.timedOut ? ', TIMED OUT' : ''}`,
              '-',
              'report only',
            ],
            [
              '  again (its code loaded), Back then the same click',
              `${view.againMedianFrames} frame(s), ${view.againMedianMs} ms (median of ${view.runs.length})`,
              '-',
              'report only',
            ],
            [
              '  code loaded by the first click, gzip',
              `${view.chunkGzipKiB.toFixed(2)} KiB (${view.chunkFiles.map((file) => file.file).join(', ') || 'none'})`,
              '-',
              'report only',
            ],
          ]
        : [[`feature ${id} (${view.package})`, `not measured: ${view.note}`, '-', '']],
    ),
    ...siwxRows(pageLoad.siwxSignIn),
  ]);
  console.log('\nScripts loaded before the first click (gzip level 9, each file alone)');
  table([
    ['file', 'phase', 'gzip', 'Portico', 'React'],
    ...js.files.map((file) => [
      file.file,
      file.phase,
      `${file.gzipKiB.toFixed(2)} KiB`,
      `${file.portico.toFixed(2)} KiB`,
      `${file.react.toFixed(2)} KiB`,
    ]),
  ]);
  console.log(
    "Shares split each file in proportion to its modules' rendered sizes (an estimate).\n" +
      `click -> row runs: ${firstRow.runs.map((run) => `${run.frames}f/${run.ms}ms`).join(' ')}\n` +
      `  right after load: ${firstRowAtLoad.runs.map((run) => `${run.frames}f/${run.ms}ms`).join(' ')}\n` +
      `Installed by ${pageLoad.install}. Tarballs: ${pageLoad.tarballs.map((pack) => `${pack.file} ${kib(pack.bytes)} KiB`).join(', ')}\n` +
      `WalletConnect -> QR runs: ${walletConnect.runs.map((run) => `${run.ms}ms`).join(' ')}`,
  );
  for (const [id, view] of Object.entries(pageLoad.featureViews ?? {})) {
    if (view.measured) {
      console.log(
        `${id} -> view runs: ${view.runs.map((run) => `${run.frames}f/${run.ms}ms`).join(' ')}; again: ${view.runs.map((run) => `${run.again.frames}f/${run.again.ms}ms`).join(' ')}`,
      );
    }
  }
  if (Object.keys(pageLoad.featureViews ?? {}).length > 0) {
    console.log(
      'Feature views: apps/pageload-features (the feature packages with a build), connected with\n' +
        "the stand-in wallet (anvil's first account), the account screen open and the page idle\n" +
        "before the click; the view's code is fetched by that click (first use).",
    );
  }
  const signIn = pageLoad.siwxSignIn;
  if (signIn) {
    const runs = (pass) =>
      signIn.runs
        .map((run) => {
          const { view, request } = pass(run);
          return `${view.frames}f/${view.ms}ms+${request.frames}f/${request.ms}ms`;
        })
        .join(' ');
    console.log(
      `sign-in runs (view + request): ${runs((run) => run)}; again: ${runs((run) => run.again)}\n` +
        `Sign-in: apps/pageload-features with ?signIn=server (${signIn.store}); "connect" is the\n` +
        'click on the wallet in the Connect view; the stand-in wallet refuses the personal_sign,\n' +
        'so every run asks again. Again: same page, Cancel, disconnect, connect and Sign in again' +
        ` (${signIn.scriptsFetchedAgain} script(s) fetched then).`,
    );
  }
  for (const note of pageLoad.featureNotes ?? []) console.log(`note: ${note}`);
}

const pair = (figure, runs) => `${figure.frames} frame(s), ${figure.ms} ms (median of ${runs})`;

/** The sign-in rows (lib/siwxSignIn.mjs), when feature-siwx was built and measured. */
function siwxRows(signIn) {
  if (!signIn) return [];
  const n = signIn.runs.length;
  const timedOut = signIn.timedOut ? ', TIMED OUT' : '';
  const files = (chunk) => chunk.files.join(', ') || 'none';
  return [
    [
      'sign-in: click the wallet in Connect -> sign-in view',
      `${pair(signIn.first.view, n)}${timedOut}`,
      '-',
      'report only',
    ],
    [
      '  click Sign in -> wallet gets personal_sign',
      pair(signIn.first.request, n),
      '-',
      'report only',
    ],
    [
      '  connect -> signature request (both clicks)',
      pair(signIn.first.total, n),
      '-',
      'report only',
    ],
    ['  again (its code loaded): -> sign-in view', pair(signIn.again.view, n), '-', 'report only'],
    ['  again: Sign in -> personal_sign', pair(signIn.again.request, n), '-', 'report only'],
    ['  again: connect -> signature request', pair(signIn.again.total, n), '-', 'report only'],
    [
      '  code loaded by the wallet click, gzip',
      `${signIn.connectChunk.gzipKiB.toFixed(2)} KiB (${files(signIn.connectChunk)})`,
      '-',
      'report only',
    ],
    [
      '  code loaded by Sign in, gzip',
      `${signIn.signInChunk.gzipKiB.toFixed(2)} KiB (${files(signIn.signInChunk)})`,
      '-',
      'report only',
    ],
    [
      '  of these, files with feature-siwx code',
      `${signIn.connectChunk.siwxGzipKiB.toFixed(2)} KiB (wallet click: ${signIn.connectChunk.siwxFiles.join(', ') || 'none'}) + ${signIn.signInChunk.siwxGzipKiB.toFixed(2)} KiB (Sign in)`,
      '-',
      'report only',
    ],
  ];
}
