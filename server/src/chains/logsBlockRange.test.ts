import fc from 'fast-check';
import { InvalidRequestError } from '../errors';
import { assertLogsBlockRange } from './logsBlockRange';

const getLogs = (filter: unknown) => ({
  jsonrpc: '2.0' as const,
  id: 1,
  method: 'eth_getLogs',
  params: [filter],
});
const hex = (n: number) => `0x${n.toString(16)}`;

describe('assertLogsBlockRange', () => {
  it('refuses exactly the ranges longer than the cap, tags resolved against the head (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.nat(1_000_000),
          fc.constantFrom('earliest', 'latest', 'safe', 'finalized', 'pending', undefined),
        ),
        fc.oneof(
          fc.nat(1_000_000),
          fc.constantFrom('earliest', 'latest', 'safe', 'finalized', 'pending', undefined),
        ),
        fc.integer({ min: 1, max: 20_000 }),
        fc.nat(1_000_000),
        async (from, to, max, head) => {
          const number = (ref: number | string | undefined) =>
            typeof ref === 'number' ? ref : ref === 'earliest' ? 0 : head;
          const block = (ref: number | string | undefined) =>
            typeof ref === 'number' ? hex(ref) : ref;
          let headReads = 0;
          const check = assertLogsBlockRange(
            getLogs({ fromBlock: block(from), toBlock: block(to) }),
            max,
            async () => {
              headReads++;
              return BigInt(head);
            },
          );
          if (number(to) - number(from) + 1 > max) {
            await expect(check).rejects.toBeInstanceOf(InvalidRequestError);
          } else {
            await expect(check).resolves.toBeUndefined();
          }
          const needsHead = [from, to].some((ref) => typeof ref !== 'number' && ref !== 'earliest');
          expect(headReads).toBe(needsHead ? 1 : 0);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('lets a blockHash filter through without reading the head', async () => {
    const head = jest.fn(async () => 0n);
    await assertLogsBlockRange(getLogs({ blockHash: `0x${'1'.repeat(64)}` }), 1, head);
    expect(head).not.toHaveBeenCalled();
  });

  it.each([[[]], [[{}, {}]], [['0x1']], [[null]], [{ fromBlock: '0x1' }], [undefined]])(
    'refuses params %j: one filter object is required',
    async (params) => {
      const request = {
        jsonrpc: '2.0' as const,
        id: 1,
        method: 'eth_getLogs',
        ...(params !== undefined && { params }),
      };
      await expect(assertLogsBlockRange(request as never, 10, async () => 0n)).rejects.toThrow(
        'eth_getLogs takes one filter object',
      );
    },
  );

  it.each([[12], ['0x'], ['0xg'], ['12'], [`0x${'f'.repeat(17)}`], [null], ['Latest']])(
    'refuses the block %j',
    async (fromBlock) => {
      await expect(
        assertLogsBlockRange(getLogs({ fromBlock }), 10, async () => 0n),
      ).rejects.toThrow('Invalid eth_getLogs fromBlock');
    },
  );
});
