// Feature plugins' bundle figures (issue 16): every package under features/* with a build, measured
// the way bundleSize.mjs measures the connect-only apps (rollup for the browser, terser, gzip 9):
//   - page-load part: the viem connect-only app with the plugin in `plugins` (generated, not on
//     disk), less the same app generated without it. At page load an app gets the plugin object only:
//     the run fails if that app's initial chunks hold any package the viem app does not, other
//     than the plugin's own package, or the plugin's view code (the chunk its `load()` imports).
//   - lazy chunk: a React app with the modal (@portico/react's PorticoProvider and ConnectButton)
//     and the plugin; what the plugin's `load()` import fetches: its own chunks (no other
//     import() reaches them) and the chunks it shares with the modal's lazy views (already
//     fetched once the modal has opened the account screen the feature is opened from).
// A feature package without a build is skipped with a note (npm run build -w <package>).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureBundle } from './bundleSize.mjs';
import { staleBuildWarning } from './lib/ensureBuilt.mjs';

const kib = (value) => Math.round(value * 100) / 100;

/** Packages under features/*: folder, package name, and whether it has a build. */
export function discoverFeatures(root) {
  const dir = join(root, 'features');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'package.json')))
    .map((entry) => {
      const folder = join('features', entry.name);
      const { name } = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
      const entryFile = join(root, folder, 'dist', 'esm', 'index.js');
      return { folder, name, entryFile, built: existsSync(entryFile) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The built entry's exports that are feature plugins (an id, views and load()): export name, id
 * and the account screen's entry label (when it has one).
 */
export async function pluginExportsOf(entryFile) {
  const module = await import(pathToFileURL(entryFile).href);
  return Object.entries(module)
    .filter(
      ([, value]) =>
        value !== null &&
        typeof value === 'object' &&
        typeof value.id === 'string' &&
        Array.isArray(value.views) &&
        typeof value.load === 'function',
    )
    .map(([exportName, value]) => ({
      exportName,
      id: value.id,
      ...(typeof value.entry?.label === 'string' && { entryLabel: value.entry.label }),
    }));
}

/**
 * The viem connect-only app (apps/connect-viem.mjs) with `plugins`; without a package, the same
 * app as the bench writes it (the baseline: the same lines, no plugins).
 */
const connectAppWith = (name, exportNames) => `
import { createPortico } from '@portico/core';
import { mainnet } from '@portico/core/networks';
import { viemAdapter } from '@portico/adapter-evm-viem';
${name ? `import { ${exportNames.join(', ')} } from '${name}';` : ''}

const portico = createPortico({
  networks: [mainnet],
  adapters: [viemAdapter()],
  ${name ? `plugins: [${exportNames.join(', ')}],` : ''}
});
await portico.open();
await portico.connect({ connectorId: 'io.metamask' });
`;

/** A React app with the modal and `plugins` (createElement: the bench's rollup has no JSX). */
const reactAppWith = (name, exportNames) => `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createPortico } from '@portico/core';
import { mainnet } from '@portico/core/networks';
import { viemAdapter } from '@portico/adapter-evm-viem';
import { PorticoProvider, ConnectButton } from '@portico/react';
import { ${exportNames.join(', ')} } from '${name}';

const portico = createPortico({
  networks: [mainnet],
  adapters: [viemAdapter()],
  plugins: [${exportNames.join(', ')}],
});
createRoot(document.getElementById('root')).render(
  createElement(PorticoProvider, { portico }, createElement(ConnectButton)),
);
`;

/**
 * Measures each built feature package. `viemApp`: the viem connect-only app's measurement (the
 * baseline). Returns `{ features, notes, errors }`; `features[name]` holds the page-load part
 * and the lazy chunk.
 */
export async function measureFeatureBundles({ root, appsDir, viemApp }) {
  const features = {};
  const notes = [];
  const errors = [];
  const reactBuilt = existsSync(join(root, 'ui-react', 'dist', 'esm', 'index.js'));
  // The baseline: the viem connect-only app as written here, so the app's own lines cancel out.
  const baseline = await measureBundle(join(appsDir, 'connect-viem.generated.mjs'), {
    source: connectAppWith(undefined, []),
  });
  const baselinePackages = new Set(viemApp.packages.map((entry) => entry.name));
  for (const feature of discoverFeatures(root)) {
    if (!feature.built) {
      notes.push(
        `${feature.name}: not built, skipped (npm run build -w ${feature.name}, then the bench)`,
      );
      continue;
    }
    const stale = staleBuildWarning(root, feature.folder);
    if (stale) notes.push(stale);
    try {
      const plugins = await pluginExportsOf(feature.entryFile);
      if (plugins.length === 0) {
        errors.push(`${feature.name}: its entry exports no feature plugin`);
        continue;
      }
      const exportNames = plugins.map((plugin) => plugin.exportName);
      const withPlugin = await measureBundle(join(appsDir, `connect-viem+${feature.name}.mjs`), {
        source: connectAppWith(feature.name, exportNames),
        listModules: true,
      });
      const featureModules = withPlugin.initialModules.filter(
        (module) => module.package === feature.name,
      );
      const added = withPlugin.packages
        .map((entry) => entry.name)
        .filter((name) => !baselinePackages.has(name) && name !== feature.name);
      if (added.length > 0) {
        errors.push(
          `${feature.name}: an app that installs it loads more than the plugin object at page load: ${added.join(', ')}`,
        );
      }
      // The view's code is what load() imports: a dynamic entry of the feature's package.
      const viewModules = withPlugin.lazy.entries
        .filter((entry) => entry.package === feature.name)
        .map((entry) => entry.module);
      const viewAtLoad = featureModules.filter((module) => viewModules.includes(module.id));
      if (viewModules.length === 0 || viewAtLoad.length > 0) {
        errors.push(
          `${feature.name}: its view code is not behind load()'s import(): ${
            viewModules.length === 0 ? 'no lazy chunk' : viewAtLoad.map((m) => m.id).join(', ')
          }`,
        );
      }
      // Rollup leaves out core's code for plugins when an app passes none: that code is part of
      // what installing a plugin adds at page load. Rendered sizes, by package, that changed.
      const baselineRendered = new Map(baseline.packages.map((e) => [e.name, e.renderedKiB]));
      const renderedChanges = withPlugin.packages
        .filter((entry) => baselineRendered.get(entry.name) !== entry.renderedKiB)
        .map((entry) => ({
          name: entry.name,
          renderedKiB: kib(entry.renderedKiB - (baselineRendered.get(entry.name) ?? 0)),
        }));
      const pageLoad = {
        plugins,
        appGzipKiB: withPlugin.initial.gzipKiB,
        connectOnlyGzipKiB: baseline.initial.gzipKiB,
        addedGzipKiB: kib(withPlugin.initial.gzipKiB - baseline.initial.gzipKiB),
        addedMinKiB: kib(withPlugin.initial.minKiB - baseline.initial.minKiB),
        modules: featureModules.map((module) => module.id),
        addedPackages: added,
        renderedChanges,
      };

      let lazy;
      if (!reactBuilt) {
        notes.push(`${feature.name}: ui-react has no build, its lazy chunk is not measured`);
      } else {
        const reactApp = await measureBundle(join(appsDir, `react-modal+${feature.name}.mjs`), {
          source: reactAppWith(feature.name, exportNames),
        });
        const entries = reactApp.lazy.entries.filter((entry) => entry.package === feature.name);
        if (reactApp.notBuilt.length > 0) {
          errors.push(
            `${feature.name}: the React app bundled sources instead of dist: ${reactApp.notBuilt.join(', ')}`,
          );
        }
        lazy = {
          entries,
          ownGzipKiB: kib(entries.reduce((sum, entry) => sum + entry.own.gzipKiB, 0)),
          ownMinKiB: kib(entries.reduce((sum, entry) => sum + entry.own.minKiB, 0)),
          sharedGzipKiB: kib(entries.reduce((sum, entry) => sum + entry.shared.gzipKiB, 0)),
        };
      }
      features[feature.name] = { folder: feature.folder, pageLoad, lazy };
    } catch (error) {
      errors.push(`${feature.name}: ${error.message}`);
    }
  }
  if (Math.abs(baseline.initial.gzipKiB - viemApp.initial.gzipKiB) > 0.05) {
    notes.push(
      `the generated connect-only app (${baseline.initial.gzipKiB} KiB) differs from apps/connect-viem.mjs (${viemApp.initial.gzipKiB} KiB)`,
    );
  }
  return { features, notes, errors, connectOnlyGzipKiB: baseline.initial.gzipKiB };
}
