// The viem reader against the shared RPC kit: viem's `http` transport reads a local anvil node,
// fails over (a hedged silent request is really ended), and viem's errors give the right facts.
import { describeRpcBinding } from '@portico/testing/evm-adapter';
import { createViemReader, viemEndpoint } from './viemReader';
import { describeViemFailure } from './viemRpcFailure';

describeRpcBinding({
  name: 'viem',
  createReader: createViemReader,
  endpoint: viemEndpoint,
  describeFailure: describeViemFailure,
});
