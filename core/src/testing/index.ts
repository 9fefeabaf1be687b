export {
  CONFORMANCE_CASES,
  describeAdapterConformance,
  type ConformanceCase,
  type ConformanceSetup,
} from './conformance';
export { createMemoryStorage } from './memoryStorage';
export { writableStore } from './writableStore';
