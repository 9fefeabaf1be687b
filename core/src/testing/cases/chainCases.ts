/**
 * Conformance cases on chain work, each checked against the chain itself (setup.chain): the
 * balance, a signature, an estimate and a value transfer.
 */
import { check, connected, liveConnector, sendLands } from '../conformanceHarness';
import type { ConformanceCase } from '../conformanceTypes';

export const CHAIN_CASES: readonly ConformanceCase[] = Object.freeze([
  {
    name: 'reads the native balance the chain holds, in the smallest unit with the network decimals and symbol',
    async run(setup) {
      const { portico, address, adapter, network } = await connected(setup);
      const onChain = await setup.chain.balanceOf(address, network);
      check(onChain > 0n, 'the setup must fund the connected account (its balance is 0)');
      const balance = await adapter.getBalance({ address, network });
      check(typeof balance.value === 'bigint', 'balance must be a bigint');
      check(
        balance.value === onChain,
        `getBalance gave ${balance.value}, the chain holds ${onChain}`,
      );
      check(
        balance.decimals === network.nativeCurrency.decimals,
        'balance decimals differ from the network',
      );
      check(
        balance.symbol === network.nativeCurrency.symbol,
        'balance symbol differs from the network',
      );
      portico.destroy();
    },
  },
  {
    name: 'signs a message that verifies for the connected address',
    async run(setup) {
      const { portico, address } = await connected(setup);
      const message = 'Portico conformance: sign this message';
      const prompts = setup.wallet.prompts();
      const signature = await portico.signMessage({ message, namespace: setup.plugin.namespace });
      check(typeof signature === 'string' && signature.length > 0, 'empty signature');
      check(setup.wallet.prompts() > prompts, 'signing did not ask the wallet');
      check(
        await setup.verifySignature({ address, message, signature }),
        'the signature does not verify',
      );
      portico.destroy();
    },
  },
  {
    name: 'estimates a positive fee and sends a value transfer that lands on the chain',
    async run(setup) {
      const { portico, address, adapter, network } = await connected(setup);
      const { to, value } = setup.transfer;
      const estimate = await adapter.estimateGas({
        connector: liveConnector(portico, setup),
        network,
        from: address,
        to,
        value,
      });
      check(typeof estimate === 'bigint' && estimate > 0n, `estimate must be > 0, is ${estimate}`);
      await sendLands(setup, portico, network);
      portico.destroy();
    },
  },
]);
