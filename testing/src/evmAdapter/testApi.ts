/**
 * The few test-runner globals the EVM kits use (Jest, Vitest and Mocha style), so the kits
 * can be built and imported without the runner's types. Assertions use node:assert.
 */
export interface TestHooks {
  beforeAll(body: () => Promise<void>, timeoutMs?: number): void;
  afterAll(body: () => Promise<void>, timeoutMs?: number): void;
}

export interface TestApi extends TestHooks {
  describe(name: string, body: () => void): void;
  it(name: string, body: () => Promise<void>, timeoutMs?: number): void;
  afterEach(body: () => Promise<void>, timeoutMs?: number): void;
}

export const runnerGlobals = (): TestApi => globalThis as unknown as TestApi;
