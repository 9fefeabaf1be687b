/**
 * Runs the adapter conformance kit on a small adapter written for core's tests, for a namespace
 * core has never heard of ("toychain", see __fixtures__/toyChain.ts), with real ed25519 keys
 * and signatures. It proves that nothing in core assumes EVM.
 */
import { toyConformanceSetup as toySetup } from '../__fixtures__/toyConformance';
import type { AdapterPlugin } from '../contracts/adapter';
import { CONFORMANCE_CASES, describeAdapterConformance } from './conformance';

describeAdapterConformance('a non-EVM adapter (toychain) written in this test', toySetup);

describe('the conformance kit itself', () => {
  it('fails an adapter whose default account type it does not accept', async () => {
    const setup = toySetup();
    const broken = {
      ...setup,
      plugin: {
        ...setup.plugin,
        accountTypes: { default: 'payment' as const, accepted: ['eoa' as const] },
      },
    };
    const [first] = CONFORMANCE_CASES;
    await expect(first?.run(broken)).rejects.toThrow('default not accepted');
  });

  it('fails an adapter whose signatures do not verify', async () => {
    const setup = { ...toySetup(), verifySignature: () => false };
    const signing = CONFORMANCE_CASES.find((testCase) =>
      testCase.name.startsWith('signs a message'),
    );
    await expect(signing?.run(setup)).rejects.toThrow('does not verify');
  });

  it('fails an adapter that loses precision when formatting units', async () => {
    const setup = toySetup();
    const lossy: AdapterPlugin = {
      ...setup.plugin,
      create: (context) => ({
        ...setup.plugin.create(context),
        formatUnits: (value, decimals) => String(Number(value) / 10 ** decimals),
      }),
    };
    const units = CONFORMANCE_CASES.find((testCase) =>
      testCase.name.startsWith('parses and formats'),
    );
    await expect(units?.run({ ...setup, plugin: lossy })).rejects.toThrow('formatUnits must give');
  });
});
