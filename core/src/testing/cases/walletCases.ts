/**
 * Conformance cases on what the wallet does on its own: a refusal becomes core's
 * UserRejectedError (and 'Signature declined'), and the wallet's account, chain and disconnect
 * events reach core.
 */
import { TOKENS } from '../../di/surface';
import { MESSAGES, UserRejectedError } from '../../errors';
import {
  check,
  connected,
  discoveredInstance,
  effectTimeout,
  failureOf,
  waitFor,
} from '../conformanceHarness';
import type { ConformanceCase } from '../conformanceTypes';

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

export const WALLET_CASES: readonly ConformanceCase[] = Object.freeze([
  {
    name: 'turns a refused connect into a UserRejectedError and stays disconnected',
    async run(setup) {
      const namespace = setup.plugin.namespace;
      const portico = await discoveredInstance(setup);
      setup.wallet.refuseNext();
      const error = await failureOf(portico.connect({ connectorId: setup.connectorId, namespace }));
      check(
        error instanceof UserRejectedError,
        `a refused connect must reject with UserRejectedError, got ${describe(error)}`,
      );
      check(portico.getAccount(namespace)?.status === 'disconnected', 'connected after a refusal');
      portico.destroy();
    },
  },
  {
    name: "turns a refused signature into a UserRejectedError ('Signature declined'); a refused send sends nothing",
    async run(setup) {
      const { portico } = await connected(setup);
      const namespace = setup.plugin.namespace;
      setup.wallet.refuseNext();
      const signing = await failureOf(portico.signMessage({ message: 'refuse me', namespace }));
      check(
        signing instanceof UserRejectedError,
        `a refused signature must reject with UserRejectedError, got ${describe(signing)}`,
      );
      const state = portico.resolve(TOKENS.state);
      await waitFor(
        () =>
          state.getState().toast.open &&
          state.getState().toast.message === MESSAGES.signatureDeclined,
        effectTimeout(setup),
        `the '${MESSAGES.signatureDeclined}' toast`,
      );
      setup.wallet.refuseNext();
      const { to, value } = setup.transfer;
      const network = portico.getNetwork(namespace).caipNetwork ?? setup.networks[0];
      const before = await setup.chain.balanceOf(to, network);
      // What a refused send shows is the adapter's choice (the spec's send errors differ).
      const sending = await failureOf(portico.sendTransaction({ to, value, namespace }));
      check(sending !== undefined, 'a refused send must reject');
      check(
        (await setup.chain.balanceOf(to, network)) === before,
        'a refused send moved the receiver balance',
      );
      portico.destroy();
    },
  },
  {
    name: "forwards the wallet's account, chain and disconnect events to core",
    async run(setup) {
      const { portico } = await connected(setup);
      const namespace = setup.plugin.namespace;
      const { emit } = setup.wallet;
      const address = await emit.accountsChanged();
      await waitFor(
        () => portico.getAccount(namespace)?.address === address,
        effectTimeout(setup),
        `the wallet's new account ${address} in core (accountsChanged)`,
      );
      const other = setup.networks.find(
        (network) => network.caipNetworkId !== portico.getNetwork(namespace).caipNetworkId,
      );
      if (emit.chainChanged && other) {
        // Core throws into the wallet's callback when the event carries a CAIP-2 id.
        const thrown = await failureOf(emit.chainChanged(other));
        check(
          thrown === undefined,
          `the wallet's chainChanged threw ${describe(thrown)}: chainChanged carries the chain reference (${String(other.id)}), not the CAIP-2 id`,
        );
        await waitFor(
          () => portico.getNetwork(namespace).caipNetworkId === other.caipNetworkId,
          effectTimeout(setup),
          `the wallet's chain ${other.caipNetworkId} in core (chainChanged carries the chain reference ${String(other.id)})`,
        );
      }
      await emit.disconnect();
      await waitFor(
        () => portico.getAccount(namespace)?.status === 'disconnected',
        effectTimeout(setup),
        "the wallet's disconnect in core",
      );
      portico.destroy();
    },
  },
]);
