/** Conformance cases on connector discovery: what is listed, and that unsubscribing stops it. */
import type { AdapterEvent } from '../../contracts/adapter';
import { CONNECTOR_TYPES } from '../../contracts/connector';
import { bareAdapter, check, discovered, discoveryTimeout, waitFor } from '../conformanceHarness';
import type { ConformanceCase } from '../conformanceTypes';

export const DISCOVERY_CASES: readonly ConformanceCase[] = Object.freeze([
  {
    name: 'discovers connectors of its own namespace with the spec fields',
    async run(setup) {
      const events: AdapterEvent[] = [];
      const adapter = bareAdapter(setup, events);
      const stop = adapter.watchConnectors();
      check(typeof stop === 'function', 'watchConnectors must return an unsubscribe');
      await waitFor(
        () => discovered(events).some((connector) => connector.id === setup.connectorId),
        discoveryTimeout(setup),
        'connector discovery',
      );
      for (const connector of discovered(events)) {
        check(connector.id && connector.name, 'a connector needs an id and a name');
        check(CONNECTOR_TYPES.includes(connector.type), `unknown connector type ${connector.type}`);
        check(connector.chain === setup.plugin.namespace, 'a connector of another namespace');
      }
      stop();
      adapter.destroy?.();
    },
  },
  {
    name: 'stops discovering on unsubscribe: a wallet announced afterwards is not listed',
    async run(setup) {
      const stoppedEvents: AdapterEvent[] = [];
      const stopped = bareAdapter(setup, stoppedEvents);
      const stop = stopped.watchConnectors();
      await waitFor(
        () => discovered(stoppedEvents).some((connector) => connector.id === setup.connectorId),
        discoveryTimeout(setup),
        'connector discovery',
      );
      stop();
      // A second adapter that keeps watching sees the announcement, so it did happen.
      const watchingEvents: AdapterEvent[] = [];
      const watching = bareAdapter(setup, watchingEvents);
      const stopWatching = watching.watchConnectors();
      await waitFor(
        () => discovered(watchingEvents).some((connector) => connector.id === setup.connectorId),
        discoveryTimeout(setup),
        'connector discovery by a second adapter',
      );
      const name = await setup.announceWallet();
      await waitFor(
        () => discovered(watchingEvents).some((connector) => connector.name === name),
        discoveryTimeout(setup),
        `the announced wallet ${name} (setup.announceWallet) to be discovered`,
      );
      check(
        !discovered(stoppedEvents).some((connector) => connector.name === name),
        'a wallet announced after unsubscribing was listed: the unsubscribe must stop discovery',
      );
      stopWatching();
      watching.destroy?.();
      stopped.destroy?.();
    },
  },
]);
