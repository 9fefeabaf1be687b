export {
  CONFORMANCE_CASES,
  describeAdapterConformance,
  type ConformanceCase,
  type ConformanceChain,
  type ConformanceSetup,
  type ConformanceWallet,
} from './conformance';
export { createMemoryStorage } from './memoryStorage';
export { writableStore } from './writableStore';
