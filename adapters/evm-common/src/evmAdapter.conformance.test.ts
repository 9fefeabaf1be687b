/**
 * Core's adapter conformance kit on the shared EVM adapter, over the test-only viem library
 * (the real bindings run it in their own packages), on two local anvil chains with the real
 * EIP-1193 test wallet: real signatures, real transactions, nothing mocked.
 */
import { describeAdapterConformance } from '@portico/core/testing';
import { evmConformanceSetup, useLocalEvmChains } from '@portico/testing/evm-adapter';
import { createViemTestLibrary } from './__fixtures__/viemTestLibrary';
import { evmAdapter } from './evmAdapter';

const chains = useLocalEvmChains();

describeAdapterConformance('shared EVM adapter (test viem library)', () =>
  evmConformanceSetup(chains, (options) => evmAdapter(createViemTestLibrary(), options)),
);
