/**
 * Conformance cases on the optional send-pricing and status members (`estimateFee`,
 * `getTransactionStatus`): an adapter that offers them must answer in the contract's shapes (a
 * bigint of 0 or more; a status from the allow-list), and say 'confirmed' of the setup's
 * transfer once the chain holds it. An adapter without them passes these cases untouched.
 */
import type { ChainTransactionStatus } from '../../contracts/adapter';
import {
  bareAdapter,
  check,
  connected,
  effectTimeout,
  liveConnector,
  sendLands,
  waitFor,
} from '../conformanceHarness';
import type { ConformanceCase } from '../conformanceTypes';

/** Every status the contract allows; the record makes the compiler list each one. */
const STATUSES: Readonly<Record<ChainTransactionStatus, true>> = Object.freeze({
  pending: true,
  confirmed: true,
  failed: true,
  dropped: true,
});

function isStatus(value: unknown): value is ChainTransactionStatus {
  return typeof value === 'string' && Object.hasOwn(STATUSES, value);
}

/** A value and its type, as a failure shows it ('number 1000', 'string "mined"'). */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return `${typeof value} ${text}`;
}

export const TRANSACTION_CASES: readonly ConformanceCase[] = Object.freeze([
  {
    name: 'prices the transfer with estimateFee, where offered: a bigint of 0 or more (the smallest unit)',
    async run(setup) {
      if (!bareAdapter(setup).estimateFee) return;
      const { portico, address, adapter, network } = await connected(setup);
      const { to, value } = setup.transfer;
      const fee: unknown = await adapter.estimateFee!({
        connector: liveConnector(portico, setup),
        network,
        from: address,
        to,
        value,
      });
      check(
        typeof fee === 'bigint' && fee >= 0n,
        `estimateFee must be a bigint of 0 or more, is ${shown(fee)}`,
      );
      portico.destroy();
    },
  },
  {
    name: 'reads a sent transfer with getTransactionStatus, where offered: a status from the allow-list, confirmed once the chain holds it',
    async run(setup) {
      if (!bareAdapter(setup).getTransactionStatus) return;
      const { portico, adapter, network } = await connected(setup);
      const sentAt = Date.now();
      const hash = await sendLands(setup, portico, network);
      let status: unknown;
      await waitFor(
        async () => {
          status = await adapter.getTransactionStatus!({ network, hash, sentAt });
          check(
            isStatus(status),
            `getTransactionStatus must give one of ${Object.keys(STATUSES).join(', ')}, gave ${shown(status)}`,
          );
          check(
            status === 'pending' || status === 'confirmed',
            `getTransactionStatus calls a transfer the chain holds ${shown(status)}`,
          );
          return status === 'confirmed';
        },
        effectTimeout(setup),
        'getTransactionStatus to say confirmed of a transfer the chain holds',
      );
      portico.destroy();
    },
  },
]);
