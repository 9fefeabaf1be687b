/**
 * Conformance cases on the connection: connect, reconnect after a reload, switching networks
 * and disconnecting, each checked in core's state and in the wallet (setup.wallet).
 */
import { findNetwork } from '../../networks/findNetwork';
import { isCaipAddress, KNOWN_NAMESPACES } from '../../validators/caip';
import { check, connected, createInstance, sendLands } from '../conformanceHarness';
import type { ConformanceCase, ConformanceSetup } from '../conformanceTypes';

/** Where the wallet has a current chain, it must be the one core shows. */
async function checkWalletChain(setup: ConformanceSetup, reference: string | number, when: string) {
  if (!setup.wallet.chainOf) return;
  const walletChain = await setup.wallet.chainOf();
  check(
    String(walletChain) === String(reference),
    `${when}, the wallet is on chain ${String(walletChain)}, not ${String(reference)}`,
  );
}

export const CONNECTION_CASES: readonly ConformanceCase[] = Object.freeze([
  {
    name: 'connects through Portico: a connected account with a valid CAIP address on a configured network, the wallet on it',
    async run(setup) {
      const { portico, account, network } = await connected(setup);
      check(account.status === 'connected' && account.isConnected, 'status must be connected');
      check(
        isCaipAddress(account.caipAddress, [...KNOWN_NAMESPACES, setup.plugin.namespace]),
        `bad CAIP address ${String(account.caipAddress)}`,
      );
      check(
        account.caipAddress?.startsWith(`${setup.plugin.namespace}:`),
        'CAIP address of another namespace',
      );
      check(
        findNetwork(setup.networks, network.caipNetworkId),
        'connected to a network outside the configured list',
      );
      check(
        setup.plugin.accountTypes.accepted.includes(account.accountType),
        'account type not accepted',
      );
      check(await setup.wallet.grants(), 'after connect the wallet does not grant the site');
      await checkWalletChain(setup, network.id, 'after connect');
      portico.destroy();
    },
  },
  {
    name: 'reconnects after a reload to the same address without prompting the wallet',
    async run(setup) {
      const first = await connected(setup);
      first.portico.destroy();
      const prompts = setup.wallet.prompts();
      const reloaded = createInstance(setup, first.backend);
      await reloaded.ready;
      const account = reloaded.getAccount(setup.plugin.namespace);
      check(account?.status === 'connected', `status after reload is ${String(account?.status)}`);
      check(account.address === first.address, 'reconnected to another address');
      const asked = setup.wallet.prompts() - prompts;
      check(asked === 0, `reconnect prompted the wallet ${asked} time(s); it must never prompt`);
      reloaded.destroy();
    },
  },
  {
    name: 'switches to another configured network: core and the wallet are on it, and a send lands on it',
    async run(setup) {
      const target = setup.networks[1];
      if (!target) return; // one network configured: nothing to switch to
      const { portico } = await connected(setup);
      await portico.switchNetwork(target);
      const network = portico.getNetwork(setup.plugin.namespace);
      check(
        network.caipNetworkId === target.caipNetworkId,
        `network is ${String(network.caipNetworkId)}`,
      );
      await checkWalletChain(setup, target.id, 'after switchNetwork');
      await sendLands(setup, portico, target);
      portico.destroy();
    },
  },
  {
    name: 'disconnects: the account is reset, success is emitted and the wallet no longer grants the site (where an app can end a grant)',
    async run(setup) {
      const { portico } = await connected(setup);
      const seen: string[] = [];
      portico.subscribeEvents((event) => seen.push(event.type));
      await portico.disconnect(setup.plugin.namespace);
      const account = portico.getAccount(setup.plugin.namespace);
      check(
        account?.status === 'disconnected' && !account.address,
        'still connected after disconnect',
      );
      check(seen.includes('DISCONNECT_SUCCESS'), 'no DISCONNECT_SUCCESS event');
      if (setup.wallet.appEndsGrant !== false) {
        check(
          !(await setup.wallet.grants()),
          'after disconnect the wallet still grants the site: the adapter must end the session in the wallet',
        );
      }
      portico.destroy();
    },
  },
]);
