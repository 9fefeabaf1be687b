// The EVM kits on the ethers adapter: core's conformance kit and the shared EVM integration
// suite, on two local anvil chains with a real test wallet. Traffic stays on 127.0.0.1.
import { describeAdapterConformance } from '@portico/core/testing';
import {
  describeEvmAdapterIntegration,
  evmConformanceSetup,
  useLocalEvmChains,
} from '@portico/testing/evm-adapter';
import { ethersAdapter } from './index';

const chains = useLocalEvmChains();

describeAdapterConformance('ethers adapter on local anvil', () =>
  evmConformanceSetup(chains, (options) => ethersAdapter(options)),
);

describeEvmAdapterIntegration('ethers', (options) => ethersAdapter(options), { chains });
