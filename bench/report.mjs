// Prints the benchmark results (bench/results/latest.json's content) as plain-text tables.

const verdict = (pass) => (pass === undefined ? 'report only' : pass ? 'PASS' : 'FAIL');
const kib = (value) => (value === undefined ? '-' : `${value.toFixed(2)} KiB`);
const ms = (value) => (value === null || value === undefined ? 'no answer' : `${value} ms`);

export function table(rows) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  const line = (row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ');
  console.log(line(rows[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

function packageTable(apps, partOf) {
  const names = [...new Set(apps.flatMap(([, app]) => partOf(app).packages.map((p) => p.name)))];
  table([
    ['package', ...apps.map(([library]) => `${library} app`)],
    ...names.map((name) => [
      name,
      ...apps.map(([, app]) => {
        const entry = partOf(app).packages.find((candidate) => candidate.name === name);
        return entry
          ? `${kib(entry.renderedKiB)} ${entry.sharePercent}%  (${kib(entry.gzipAloneKiB)} gz)`
          : '-';
      }),
    ]),
  ]);
}

/**
 * 'viem' → 'core + adapter-evm-viem', 'viem+solana' → '... + adapter-solana' (and bitcoin,
 * polkadot).
 */
const NON_EVM_ADAPTERS = new Set(['solana', 'bitcoin', 'polkadot']);
const appLabel = (library) =>
  [
    'core',
    ...library
      .split('+')
      .map((part) => (NON_EVM_ADAPTERS.has(part) ? `adapter-${part}` : `adapter-evm-${part}`)),
  ].join(' + ');

function printBundle(bundle) {
  const apps = Object.entries(bundle.apps);
  console.log(`\nBundle: connect-only app for the browser (${bundle.tool})`);
  table([
    [
      'app',
      'initial, min',
      'initial, gzip',
      `budget ${bundle.budgetKiB} KiB`,
      'lazy chunks',
      'lazy, min',
      'lazy, gzip',
    ],
    ...apps.map(([library, app]) => [
      appLabel(library),
      kib(app.initial.minKiB),
      kib(app.initial.gzipKiB),
      verdict(app.pass),
      app.lazy.chunks,
      kib(app.lazy.minKiB),
      kib(app.lazy.gzipKiB),
    ]),
  ]);
  console.log(
    'initial = what the page loads at start (budget applies); lazy = behind import(), loaded on\n' +
      'first use (the EVM library: on the first chain read or contract call, never to connect)',
  );
  const lazyFiles = apps.flatMap(([library, app]) =>
    (app.lazy.files ?? []).map((file) => [library, file]),
  );
  if (lazyFiles.length > 0) {
    console.log('\nLazy chunks');
    table([
      ['app', 'chunk', 'min', 'gzip', 'packages'],
      ...lazyFiles.map(([library, file]) => [
        library,
        file.name,
        kib(file.minKiB),
        kib(file.gzipKiB),
        file.packages.join(', '),
      ]),
    ]);
  }
  console.log(
    '\nBy package, initial chunks: rollup module sizes (tree-shaken, before minification), share' +
      '\nof the initial code, and the package minified + gzipped alone (a guide only: gzip shares' +
      '\ncontext)',
  );
  packageTable(apps, (app) => app);
  if (apps.some(([, app]) => app.lazy.packages?.length > 0)) {
    console.log('\nBy package, lazy chunks (same columns)');
    packageTable(apps, (app) => ({ packages: app.lazy.packages ?? [] }));
  }
  printFeatures(bundle);
}

/** Feature plugins (featureBundles.mjs): the plugin object at page load, its view's lazy chunk. */
function printFeatures(bundle) {
  const features = Object.entries(bundle.features ?? {});
  if (features.length === 0 && (bundle.featureNotes ?? []).length === 0) return;
  console.log(
    '\nFeature plugins (features/*): page load = the viem connect-only app with the plugin in' +
      '\n`plugins`, less the app without it; lazy = what load() fetches in a React app with the modal' +
      "\n(own chunks; shared = chunks the modal's own views also use)",
  );
  if (features.length > 0) {
    table([
      [
        'package',
        'page load +gzip',
        'app initial gzip',
        'lazy own, min',
        'lazy own, gzip',
        'lazy shared, gzip',
      ],
      ...features.map(([name, feature]) => [
        name,
        kib(feature.pageLoad.addedGzipKiB),
        `${kib(feature.pageLoad.appGzipKiB)} (connect-only ${kib(feature.pageLoad.connectOnlyGzipKiB)})`,
        kib(feature.lazy?.ownMinKiB),
        kib(feature.lazy?.ownGzipKiB),
        kib(feature.lazy?.sharedGzipKiB),
      ]),
    ]);
  }
  for (const [name, feature] of features) {
    const changes = feature.pageLoad.renderedChanges
      .map((change) => `${change.name} ${change.renderedKiB >= 0 ? '+' : ''}${change.renderedKiB}`)
      .join(', ');
    console.log(`${name} at page load, rendered KiB by package: ${changes}`);
  }
  for (const note of bundle.featureNotes ?? []) console.log(`note: ${note}`);
}

function printFailover(failover) {
  console.log(
    `\nRPC failover: first endpoint goes dark -> successful read on the next, default policy` +
      `\n(median of ${failover.runs} runs; budget ${failover.budgetMs} ms)`,
  );
  const libraries = Object.entries(failover.results ?? {});
  table([
    ['reader', ...failover.modes.map((mode) => `endpoint ${mode}`), 'runs (ms)'],
    ...libraries.map(([library, modes]) => [
      `${library} reader`,
      ...failover.modes.map((mode) => `${ms(modes[mode].medianMs)} ${verdict(modes[mode].pass)}`),
      failover.modes.map((mode) => `${mode}: ${modes[mode].runsMs.join(' ')}`).join('; '),
    ]),
  ]);
  console.log(
    "closed = connections refused; silent = accepts requests, never answers. 'silent' runs\n" +
      'side by side (each its own endpoints and reader): they wait on timers, not the CPU.',
  );
}

function printServerLoad(load) {
  console.log(
    `\nServer load: built server on 127.0.0.1 (PGlite in memory, ${load.wallets} wallets, ` +
      `one anvil chain),\nload from a second process, keep-alive, ` +
      `${load.catalogSearch?.concurrency ?? '-'} requests in flight`,
  );
  const scenarios = [
    ['catalogue search', load.catalogSearch],
    ['balance lookup', load.balance],
    ['swap quote', load.swapQuote],
  ].filter(([, scenario]) => scenario);
  const latency = (value) => (value === null || value === undefined ? '-' : `${value} ms`);
  table([
    ['scenario', 'requests', 'req/s', 'p50', 'p95', 'p99', 'not 2xx', 'budget p95'],
    ...scenarios.map(([name, scenario]) => [
      name,
      scenario.requests,
      scenario.requestsPerSecond,
      latency(scenario.p50Ms),
      latency(scenario.p95Ms),
      latency(scenario.p99Ms),
      scenario.failures,
      scenario.budgetP95Ms === undefined
        ? 'report only'
        : `${scenario.budgetP95Ms} ms ${verdict(scenario.pass)}`,
    ]),
  ]);
  for (const [name, scenario] of scenarios) {
    console.log(`${name}: ${scenario.route}${scenario.mix ? `, ${scenario.mix}` : ''}`);
  }
  console.log(
    `${load.searchTerms} search terms (words, prefixes, phrases, misses); server start ` +
      `with the catalogue import: ${load.serverStartMs} ms`,
  );
}

const statusList = (statuses) =>
  Object.entries(statuses ?? {})
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');

function printHostileLoad(hostile) {
  const limits = hostile.rateLimit;
  console.log(
    `\nHostile load: built server in a child process on 127.0.0.1 (PGlite in memory, anvil ` +
      `${hostile.chain}),\ndefault rate limits (${limits?.perIp} per IP, ${limits?.perProject} ` +
      `per project, per ${limits?.windowSeconds} s), a fresh server per phase`,
  );
  const { flood, hostileBody, battery } = hostile;
  const row = (phase, requests, statuses, rss, growth, written = '-') => [
    phase,
    requests,
    statuses,
    rss ? `${rss.beforeMiB} / ${rss.peakMiB} / ${rss.afterMiB}` : '-',
    growth,
    written,
  ];
  const rows = [
    [
      'phase',
      'requests',
      'statuses',
      'server RSS MiB before / peak / after',
      'growth',
      'sent before the answer',
    ],
  ];
  if (flood) {
    rows.push(
      row(
        `flood: GET ${flood.route.replace(/^GET /, '')}, ${flood.concurrency} in flight`,
        flood.requests,
        statusList(flood.statuses),
        flood.rss,
        `${flood.rss.growthMiB} MiB`,
      ),
    );
  }
  for (const run of hostileBody?.runs ?? []) {
    rows.push(
      row(
        `${hostileBody.bytes / 2 ** 20} MiB chunked: ${run.route}`,
        run.attempts,
        run.lostAnswers > 0
          ? `${run.status}: 1, answer lost: ${run.lostAnswers}`
          : `${run.status}: 1`,
        run.rss,
        `${run.rss.growthMiB} MiB (max ${hostileBody.maxGrowthMiB})`,
        `${run.bytesWritten} B`,
      ),
    );
  }
  if (battery) {
    rows.push(
      row(
        `battery: ${battery.routes} routes`,
        battery.requests,
        statusList(battery.statuses),
        battery.rss,
        `${battery.rss.growthMiB} MiB`,
      ),
    );
  }
  table(rows);
  if (flood) {
    console.log(
      `flood: ${flood.requests} requests in ${flood.durationMs} ms, 429s without Retry-After: ` +
        `${flood.refusedWithoutRetryAfter}, without a message: ${flood.refusedWithoutMessage}`,
    );
  }
  for (const run of hostileBody?.runs ?? []) {
    console.log(
      `${run.route}: ${run.status} "${run.message}" (connection: ${run.connection}); the client ` +
        `had written ${run.bytesWritten} bytes to the socket (chunk framing included; ` +
        `${run.bodyBytesQueued} body bytes queued); attempts ${run.attempts}, answers lost ` +
        `${run.lostAnswers}; GET afterwards: ${run.answersAfterwards}`,
    );
  }
  if (battery) {
    console.log(
      `battery: ${battery.requests - battery.failures.length} of ${battery.requests} answers ` +
        `4xx (not 429) with a message ${battery.failures.length === 0 ? 'PASS' : 'FAIL'}`,
    );
    for (const failure of battery.failures) console.log(`  not 4xx with a message: ${failure}`);
  }
  const phases = [flood, ...(hostileBody?.runs ?? []), battery].filter(Boolean);
  console.log(
    `peak RSS: ${[...new Set(phases.map((phase) => phase.rss.peakFrom))].join(', ')} of the ` +
      'server process, reset before each phase; lines the server logged (flood / body / ' +
      `battery): ${[flood, hostileBody, battery].map((phase) => phase?.serverLogLines ?? '-').join(' / ')}`,
  );
}

export function printReport(results) {
  const { machine } = results;
  console.log(
    `\nPortico benchmarks, ${results.date}\n${machine.cpus} CPUs (${machine.cpuModel}), ` +
      `Node ${machine.node}, ${machine.platform}`,
  );
  if (results.bundle) printBundle(results.bundle);
  if (results.rpcFailover) printFailover(results.rpcFailover);
  if (results.serverLoad) printServerLoad(results.serverLoad);
  if (results.hostileLoad) printHostileLoad(results.hostileLoad);
  for (const warning of results.warnings) console.log(`\nwarning: ${warning}`);
  for (const error of results.errors) console.log(`\nERROR: ${error}`);
}
