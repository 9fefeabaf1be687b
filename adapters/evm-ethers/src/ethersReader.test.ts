// The ethers reader against the shared RPC kit: a JsonRpcProvider per endpoint reads a local
// anvil node, fails over (a hedged silent request is really ended), and ethers' errors give
// the right facts.
import { describeRpcBinding } from '@portico/testing/evm-adapter';
import { Network } from 'ethers';
import { createEthersReader, ethersEndpoint, ethersProvider } from './ethersReader';
import { describeEthersFailure } from './ethersRpcFailure';

const LOCAL_CHAIN = new Network('Local', 31337n);

describeRpcBinding({
  name: 'ethers',
  createReader: createEthersReader,
  endpoint: (url, timeoutMs) => ethersEndpoint(ethersProvider(url, LOCAL_CHAIN, timeoutMs)),
  describeFailure: describeEthersFailure,
});
