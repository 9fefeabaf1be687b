import fc from 'fast-check';
import { MESSAGES, WalletRequestError } from '@portico/core';
import {
  CALLS_STATUS,
  createTestWallet,
  startAnvil,
  type AnvilInstance,
  type CallsStatus,
} from '@portico/testing';
import { SendCallsTargetError } from './errors';
import { assertSendCallsTargets, buildSendCallsRequest, readSendCallsId } from './sendCalls';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('buildSendCallsRequest', () => {
  it('builds an EIP-5792 v2 request: hex chain id and values, atomicRequired false by default', () => {
    expect(
      buildSendCallsRequest({
        chainId: 8453,
        from: FROM,
        calls: [
          { to: TO, value: 10n ** 18n },
          { to: TO, data: '0xabcdef' },
          { to: TO, value: 0n },
        ],
        capabilities: { paymasterService: { url: 'https://paymaster.example' } },
      }),
    ).toEqual({
      version: '2.0.0',
      chainId: '0x2105',
      from: FROM,
      atomicRequired: false,
      calls: [
        { to: TO, value: '0xde0b6b3a7640000' },
        { to: TO, data: '0xabcdef' },
        { to: TO, value: '0x0' },
      ],
      capabilities: { paymasterService: { url: 'https://paymaster.example' } },
    });
  });

  it('passes atomicRequired through when the app asks for atomicity', () => {
    const request = buildSendCallsRequest({
      chainId: 1,
      from: FROM,
      calls: [],
      atomicRequired: true,
    });
    expect(request.atomicRequired).toBe(true);
    expect(request).not.toHaveProperty('capabilities');
  });

  it(`refuses a call target without the 0x prefix: '${MESSAGES.sendCallsTargetNot0x}'`, () => {
    const build = () =>
      buildSendCallsRequest({ chainId: 1, from: FROM, calls: [{ to: TO }, { to: TO.slice(2) }] });
    expect(build).toThrow(SendCallsTargetError);
    expect(build).toThrow(MESSAGES.sendCallsTargetNot0x);
  });

  it('refuses an upper-case 0X prefix and a target that is not text', () => {
    expect(() => assertSendCallsTargets([{ to: `0X${TO.slice(2)}` }])).toThrow(
      SendCallsTargetError,
    );
    expect(() => assertSendCallsTargets([{ to: 42 }])).toThrow(SendCallsTargetError);
    expect(() => assertSendCallsTargets([{}])).toThrow(SendCallsTargetError);
  });

  it('accepts every target that starts with 0x and refuses every other one (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            fc.string().map((s) => `0x${s}`),
          ),
        ),
        (targets) => {
          const calls = targets.map((to) => ({ to }));
          const firstBad = targets.findIndex((to) => !to.startsWith('0x'));
          let thrown: unknown;
          try {
            buildSendCallsRequest({ chainId: 1, from: FROM, calls });
          } catch (error) {
            thrown = error;
          }
          if (firstBad < 0) expect(thrown).toBeUndefined();
          else expect((thrown as SendCallsTargetError).index).toBe(firstBad);
        },
      ),
    );
  });

  it('writes any non-negative value as the exact hex quantity (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (value) => {
        const [call] = buildSendCallsRequest({
          chainId: 1,
          from: FROM,
          calls: [{ to: TO, value }],
        }).calls;
        expect(BigInt(call?.value ?? 'x')).toBe(value);
      }),
    );
  });
});

describe('readSendCallsId', () => {
  it('reads the id of a v2 answer ({ id }) and of a v1 answer (the id itself)', () => {
    expect(readSendCallsId({ id: '0xabc', capabilities: {} })).toBe('0xabc');
    expect(readSendCallsId('0xdef')).toBe('0xdef');
  });

  it.each([[undefined], [null], [{}], [{ id: 5 }], ['']])('refuses the answer %p', (answer) => {
    expect(() => readSendCallsId(answer)).toThrow(WalletRequestError);
  });
});

describe('wallet_sendCalls on a real wallet and chain', () => {
  let node: AnvilInstance | undefined;
  beforeAll(async () => {
    node = await startAnvil({ chainId: 31337 });
  });
  afterAll(async () => {
    await node?.stop();
  });

  it('the wallet accepts the built request and both transfers land on chain', async () => {
    const wallet = createTestWallet({ chains: [{ chainId: 31337, rpcUrl: node!.url }] });
    const [from] = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
    const recipients = [
      '0x000000000000000000000000000000000000dEaD',
      '0x000000000000000000000000000000000000bEEF',
    ];
    const request = buildSendCallsRequest({
      chainId: 31337,
      from: from!,
      calls: [
        { to: recipients[0]!, value: 1n },
        { to: recipients[1]!, value: 123456789123456789n },
      ],
    });
    const id = readSendCallsId(
      await wallet.request({ method: 'wallet_sendCalls', params: [request] }),
    );
    let status: CallsStatus | undefined;
    for (let i = 0; i < 100 && status?.status !== CALLS_STATUS.confirmed; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await wallet.request({
        method: 'wallet_getCallsStatus',
        params: [id],
      })) as CallsStatus;
    }
    expect(status?.status).toBe(CALLS_STATUS.confirmed);
    const balance = async (address: string) =>
      BigInt(
        (await wallet.request({ method: 'eth_getBalance', params: [address, 'latest'] })) as string,
      );
    expect(await balance(recipients[0]!)).toBe(1n);
    expect(await balance(recipients[1]!)).toBe(123456789123456789n);
  });
});
