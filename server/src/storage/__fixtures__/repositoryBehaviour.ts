/**
 * What every Repository must do, written once and run against each database
 * (sqlRepository.pglite.test.ts, sqlRepository.postgres.test.ts). `open` gives a migrated,
 * empty repository; one is opened per suite, so each test uses its own chains, addresses,
 * names and sessions.
 */
import fc from 'fast-check';
import type {
  CatalogWalletRecord,
  NameRecord,
  Repository,
  SessionRecord,
  TransferRecord,
} from '../repository';

const HOOK_TIMEOUT_MS = 60_000;
const MAX_UINT256 = 2n ** 256n - 1n;

function wallet(id: string, order: number, extra: Partial<CatalogWalletRecord> = {}) {
  const record: CatalogWalletRecord = {
    id,
    name: `Wallet ${id}`,
    image_id: `image-${id}`,
    rdns: `io.example.${id}`,
    chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    homepage: `https://${id}.example.io`,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    badge_type: 'none',
    order,
    injected: [{ namespace: 'eip155', injected_id: `io.example.${id}` }],
    ...extra,
  };
  return record;
}

function nameRecord(name: string, address: string, registeredAt: number): NameRecord {
  return {
    name,
    address,
    coinType: 60,
    attributes: { bio: `I am ${name}` },
    registeredAt,
    updatedAt: registeredAt,
  };
}

/** A transfer with a hash unique to its chain, block, transaction index and log index. */
function transfer(
  chainId: string,
  position: [block: number, transactionIndex: number, logIndex: number],
  from: string,
  to: string | null,
  extra: Partial<TransferRecord> = {},
): TransferRecord {
  const [blockNumber, transactionIndex, logIndex] = position;
  const hashNumber = BigInt(blockNumber) * 1_000_000n + BigInt(transactionIndex);
  return {
    chainId,
    blockNumber,
    transactionIndex,
    logIndex,
    transactionHash: `0x${hashNumber.toString(16).padStart(64, '0')}`,
    minedAt: 1_700_000_000 + blockNumber * 12,
    from,
    to,
    tokenAddress: logIndex < 0 ? null : '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    value: String(blockNumber * 1_000 + transactionIndex),
    status: 'confirmed',
    ...extra,
  };
}

function address(n: number): string {
  return `0x${n.toString(16).padStart(40, '0')}`;
}

const positionOf = (t: TransferRecord) => [t.blockNumber, t.transactionIndex, t.logIndex];

export function describeRepository(name: string, open: () => Promise<Repository>): void {
  describe(name, () => {
    let repository: Repository;
    beforeAll(async () => {
      repository = await open();
    }, HOOK_TIMEOUT_MS);
    afterAll(() => repository?.close());

    describe('wallet catalogue', () => {
      test('an empty database has an empty catalogue', async () => {
        // Runs first: no other catalogue test has imported yet.
        expect(await repository.listCatalog()).toEqual([]);
        expect(await repository.countCatalog()).toBe(0);
      });

      test('replaceCatalog keeps every field and lists by order, ties in file order', async () => {
        const wallets = [
          wallet('c', 2),
          wallet('a', 1, { badge_type: 'certified', mobile_link: 'a://', chains: [] }),
          wallet('z', 2),
          wallet('b', 0, { injected: [], rdns: null, homepage: null }),
        ];
        await repository.replaceCatalog(wallets);
        const listed = await repository.listCatalog();
        expect(listed.map((w) => w.id)).toEqual(['b', 'a', 'c', 'z']);
        expect(listed).toEqual([wallets[3], wallets[1], wallets[0], wallets[2]]);
        expect(await repository.countCatalog()).toBe(4);
      });

      test('replaceCatalog drops the wallets the new catalogue does not have', async () => {
        await repository.replaceCatalog([wallet('old1', 0), wallet('old2', 1)]);
        await repository.replaceCatalog([wallet('new', 0)]);
        expect((await repository.listCatalog()).map((w) => w.id)).toEqual(['new']);
      });

      test('an import that fails part way leaves the old catalogue whole', async () => {
        const before = [wallet('kept1', 0), wallet('kept2', 1)];
        await repository.replaceCatalog(before);
        // 1,500 wallets (two insert batches), the last a repeated id: the database refuses it.
        const failing = Array.from({ length: 1_500 }, (_, i) => wallet(`w${i}`, i));
        failing.push(wallet('w3', 9_999));
        await expect(repository.replaceCatalog(failing)).rejects.toThrow();
        expect(await repository.listCatalog()).toEqual(before);
        expect(await repository.countCatalog()).toBe(2);
      });

      test('a catalogue larger than one insert batch keeps its order across batches', async () => {
        // Every wallet has the same order: the file order alone decides.
        const wallets = Array.from({ length: 2_345 }, (_, i) => wallet(`bulk-${2_345 - i}`, 7));
        await repository.replaceCatalog(wallets);
        const listed = await repository.listCatalog();
        expect(listed.map((w) => w.id)).toEqual(wallets.map((w) => w.id));
        expect(await repository.countCatalog()).toBe(2_345);
      });
    });

    describe('names registry', () => {
      test('insertName stores the name lower case and findName finds it in any case', async () => {
        const record = nameRecord('Alice.Portico.ID', address(0xa11ce), 1_700_000_000);
        expect(await repository.insertName(record)).toBe(true);
        const expected = { ...record, name: 'alice.portico.id' };
        expect(await repository.findName('alice.portico.id')).toEqual(expected);
        expect(await repository.findName('ALICE.portico.id')).toEqual(expected);
      });

      test('insertName answers false for a name taken in another case and keeps the first', async () => {
        const first = nameRecord('bobby.portico.id', address(0xb0b), 1_700_000_000);
        expect(await repository.insertName(first)).toBe(true);
        const second = nameRecord('BOBBY.portico.id', address(0xbad), 1_700_000_100);
        expect(await repository.insertName(second)).toBe(false);
        expect(await repository.findName('bobby.portico.id')).toEqual(first);
        expect(await repository.findNamesByAddress(address(0xbad))).toEqual([]);
      });

      test('findName of an unregistered name is undefined', async () => {
        expect(await repository.findName('nobody-here.portico.id')).toBeUndefined();
      });

      test('findNamesByAddress matches the address in any case, oldest first', async () => {
        const owner = '0xAbCdEf0000000000000000000000000000C0fFeE';
        await repository.insertName(nameRecord('carol-second.portico.id', owner, 200));
        await repository.insertName(nameRecord('carol-first.portico.id', owner, 100));
        await repository.insertName(nameRecord('carol-other.portico.id', address(0xca), 150));
        for (const query of [owner, owner.toLowerCase(), owner.toUpperCase().replace('0X', '0x')]) {
          const found = await repository.findNamesByAddress(query);
          expect(found.map((n) => n.name)).toEqual([
            'carol-first.portico.id',
            'carol-second.portico.id',
          ]);
          expect(found[0]?.address).toBe(owner);
        }
      });

      test('findNamesByAddress with a limit gives the oldest names up to it', async () => {
        const owner = address(0x11a17);
        for (let i = 0; i < 4; i++) {
          await repository.insertName(nameRecord(`limited-${i}.portico.id`, owner, 100 + i));
        }
        const names = async (limit?: number) =>
          (await repository.findNamesByAddress(owner, limit)).map((n) => n.name);
        expect(await names(2)).toEqual(['limited-0.portico.id', 'limited-1.portico.id']);
        expect(await names()).toHaveLength(4);
      });

      test('registerName registers, refuses a taken name, and stops an address at the cap', async () => {
        const owner = address(0xca9);
        const at = (name: string, who = owner) => nameRecord(name, who, 1_700_000_000);
        expect(await repository.registerName(at('capped-1.portico.id'), 2)).toBe('registered');
        expect(await repository.registerName(at('CAPPED-1.portico.id', address(1)), 2)).toBe(
          'taken',
        );
        expect(await repository.registerName(at('capped-2.portico.id'), 2)).toBe('registered');
        expect(await repository.registerName(at('capped-3.portico.id'), 2)).toBe('limit');
        expect(await repository.findName('capped-3.portico.id')).toBeUndefined();
      });

      test('registerName keeps the cap when one address registers many names at once', async () => {
        const owner = address(0xc0c0);
        const results = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            repository.registerName(nameRecord(`racing-${i}.portico.id`, owner, 1), 3),
          ),
        );
        expect(results.filter((r) => r === 'registered')).toHaveLength(3);
        expect(await repository.findNamesByAddress(owner)).toHaveLength(3);
      });

      test('updateNameAttributes and releaseName change a name only for its owner', async () => {
        const owner = '0xDdDd000000000000000000000000000000000001';
        await repository.insertName(nameRecord('owned-name.portico.id', owner, 1_000));
        const attributes = { bio: 'new' };
        expect(
          await repository.updateNameAttributes('owned-name.portico.id', address(2), attributes, 2),
        ).toBe(false);
        expect(await repository.releaseName('owned-name.portico.id', address(2))).toBe(false);
        expect(
          await repository.updateNameAttributes(
            'OWNED-NAME.portico.id',
            owner.toLowerCase(),
            attributes,
            2_000,
          ),
        ).toBe(true);
        expect(await repository.findName('owned-name.portico.id')).toMatchObject({
          attributes,
          registeredAt: 1_000,
          updatedAt: 2_000,
        });
        expect(await repository.releaseName('owned-name.portico.id', owner)).toBe(true);
        expect(await repository.findName('owned-name.portico.id')).toBeUndefined();
        expect(await repository.releaseName('owned-name.portico.id', owner)).toBe(false);
        expect(
          await repository.updateNameAttributes('owned-name.portico.id', owner, attributes, 3),
        ).toBe(false);
      });
    });

    describe('signed requests', () => {
      test('claimSignedRequest takes a key once until it expires, then forgets it', async () => {
        const key = '0x' + 'ab'.repeat(32);
        expect(await repository.claimSignedRequest(key, 1_000, 900)).toBe(true);
        expect(await repository.claimSignedRequest(key, 1_000, 950)).toBe(false);
        expect(await repository.claimSignedRequest(key, 1_000, 1_000)).toBe(false);
        // Past its expiry the record is dropped (the request is refused as too old anyway).
        expect(await repository.claimSignedRequest(key, 2_000, 1_001)).toBe(true);
        expect(await repository.claimSignedRequest('0x' + 'cd'.repeat(32), 2_000, 1_001)).toBe(
          true,
        );
      });
    });

    describe('history indexer', () => {
      test('getIndexedBlock is undefined before a chain is first indexed', async () => {
        expect(await repository.getIndexedBlock('eip155:900001')).toBeUndefined();
      });

      test('saveIndexedBlocks moves the cursor with the transfers', async () => {
        const chain = 'eip155:900002';
        const a = address(0x2001);
        await repository.saveIndexedBlocks(chain, 10, [transfer(chain, [5, 0, -1], a, address(1))]);
        expect(await repository.getIndexedBlock(chain)).toBe(10);
        await repository.saveIndexedBlocks(chain, 25, []);
        expect(await repository.getIndexedBlock(chain)).toBe(25);
        expect(await repository.listHistory({ address: a, limit: 10 })).toHaveLength(1);
      });

      test('a batch the database refuses writes no transfer and leaves the cursor', async () => {
        const chain = 'eip155:900003';
        const a = address(0x3001);
        await repository.saveIndexedBlocks(chain, 10, [transfer(chain, [1, 0, -1], a, null)]);
        const refused = [
          transfer(chain, [11, 0, -1], a, address(2)),
          transfer(chain, [12, 0, -1], a, address(2), { value: '-5' }), // not a uint256
        ];
        await expect(repository.saveIndexedBlocks(chain, 20, refused)).rejects.toThrow();
        expect(await repository.getIndexedBlock(chain)).toBe(10);
        const history = await repository.listHistory({ address: a, limit: 10 });
        expect(history.map(positionOf)).toEqual([[1, 0, -1]]);
      });

      test('saving the same transfer again keeps one entry, with the latest facts', async () => {
        const chain = 'eip155:900004';
        const a = address(0x4001);
        const first = transfer(chain, [3, 1, 0], a, address(3), { status: 'failed' });
        await repository.saveIndexedBlocks(chain, 3, [first]);
        const again = { ...first, status: 'confirmed' as const };
        await repository.saveIndexedBlocks(chain, 4, [again, again]);
        expect(await repository.listHistory({ address: a, limit: 10 })).toEqual([again]);
      });

      test('listHistory finds the address as sender and as receiver, newest first', async () => {
        const chain = 'eip155:900005';
        const me = address(0x5001);
        const other = address(0x5002);
        const transfers = [
          transfer(chain, [7, 0, -1], me, other),
          transfer(chain, [7, 2, 4], other, me),
          transfer(chain, [7, 2, 1], other, me),
          transfer(chain, [9, 0, -1], me, me), // to oneself: one entry
          transfer(chain, [2, 5, -1], other, address(0x5003)), // not mine
          transfer(chain, [1, 0, -1], me, null), // a contract creation
        ];
        await repository.saveIndexedBlocks(chain, 9, transfers);
        const history = await repository.listHistory({ address: me, limit: 10 });
        expect(history.map(positionOf)).toEqual([
          [9, 0, -1],
          [7, 2, 4],
          [7, 2, 1],
          [7, 0, -1],
          [1, 0, -1],
        ]);
        const upper = await repository.listHistory({ address: me.toUpperCase(), limit: 10 });
        expect(upper).toEqual(history);
      });

      test('addresses and hashes are saved lower case', async () => {
        const chain = 'eip155:900006';
        const mixed = '0xAAAAbbbbCCCCdddd0000000000000000000000Ee';
        const saved = transfer(chain, [4, 0, 2], mixed, mixed.replace('Ee', 'Ff'), {
          tokenAddress: '0xABCDEF0000000000000000000000000000000001',
          transactionHash: `0x${'AB'.repeat(32)}`,
        });
        await repository.saveIndexedBlocks(chain, 4, [saved]);
        const [read] = await repository.listHistory({ address: mixed, limit: 1 });
        expect(read).toEqual({
          ...saved,
          from: saved.from.toLowerCase(),
          to: saved.to?.toLowerCase(),
          tokenAddress: saved.tokenAddress?.toLowerCase(),
          transactionHash: saved.transactionHash.toLowerCase(),
        });
      });

      test('before pages through the whole history with no entry twice or missing', async () => {
        const chain = 'eip155:900007';
        const me = address(0x7001);
        const transfers: TransferRecord[] = [];
        for (let block = 1; block <= 6; block++) {
          for (let tx = 0; tx < 3; tx++) {
            transfers.push(transfer(chain, [block, tx, -1], me, address(0x7002)));
            transfers.push(transfer(chain, [block, tx, tx], address(0x7003), me));
          }
        }
        await repository.saveIndexedBlocks(chain, 6, transfers);
        const all = await repository.listHistory({ address: me, limit: 100 });
        expect(all).toHaveLength(36);
        const paged: TransferRecord[] = [];
        let before: TransferRecord | undefined;
        for (;;) {
          const page = await repository.listHistory({ address: me, limit: 5, before });
          expect(page.length).toBeLessThanOrEqual(5);
          paged.push(...page);
          if (page.length < 5) break;
          before = page[page.length - 1];
        }
        expect(paged).toEqual(all);
        const sorted = [...all].sort(
          (x, y) =>
            y.blockNumber - x.blockNumber ||
            y.transactionIndex - x.transactionIndex ||
            y.logIndex - x.logIndex,
        );
        expect(all).toEqual(sorted);
      });

      test('chainId keeps one chain; without it every chain is listed', async () => {
        const me = address(0x8001);
        await repository.saveIndexedBlocks('eip155:900008', 5, [
          transfer('eip155:900008', [5, 0, -1], me, address(1)),
        ]);
        await repository.saveIndexedBlocks('eip155:900009', 3, [
          transfer('eip155:900009', [3, 0, -1], address(1), me),
        ]);
        const one = await repository.listHistory({
          address: me,
          chainId: 'eip155:900009',
          limit: 10,
        });
        expect(one.map((t) => t.chainId)).toEqual(['eip155:900009']);
        const both = await repository.listHistory({ address: me, limit: 10 });
        expect(both.map((t) => t.chainId)).toEqual(['eip155:900008', 'eip155:900009']);
        expect(await repository.listHistory({ address: me, limit: 0 })).toEqual([]);
      });

      test('any value from 0 to 2^256 - 1 round-trips exactly', async () => {
        const chain = 'eip155:900010';
        let block = 0;
        await fc.assert(
          fc.asyncProperty(fc.bigInt({ min: 0n, max: MAX_UINT256 }), async (value) => {
            block += 1;
            const me = address(0x10_0000 + block);
            const saved = transfer(chain, [block, 0, 0], address(1), me, { value: String(value) });
            await repository.saveIndexedBlocks(chain, block, [saved]);
            const [read] = await repository.listHistory({ address: me, limit: 1 });
            expect(read?.value).toBe(String(value));
            expect(BigInt(read?.value ?? -1)).toBe(value);
          }),
          { numRuns: 40, examples: [[0n], [MAX_UINT256], [2n ** 64n], [2n ** 53n + 1n]] },
        );
      });
    });

    describe('smart sessions', () => {
      const account = 'eip155:1:0xAbC0000000000000000000000000000000000001';
      const session = (pci: string, createdAt: number): SessionRecord => ({
        pci,
        caipAddress: account,
        project: { id: 'project-1', name: 'Demo', url: 'https://demo.example' },
        expiry: createdAt + 3_600,
        createdAt,
        revokedAt: null,
      });

      test('listSessions lists the account in any case, newest first, revoked ones included', async () => {
        await repository.saveSession(session('pci-old', 1_000));
        await repository.saveSession(session('pci-new', 2_000));
        await repository.saveSession({
          ...session('pci-else', 3_000),
          caipAddress: 'eip155:1:0x2',
        });
        expect(await repository.revokeSession('pci-old', 1_500)).toBe(true);
        const listed = await repository.listSessions(account.toLowerCase());
        expect(listed).toEqual([
          session('pci-new', 2_000),
          { ...session('pci-old', 1_000), revokedAt: 1_500 },
        ]);
        expect(await repository.listSessions('eip155:1:0x9')).toEqual([]);
      });

      test('revokeSession answers false for an unknown or already revoked session', async () => {
        await repository.saveSession(session('pci-revoke', 5_000));
        expect(await repository.revokeSession('pci-revoke', 5_001)).toBe(true);
        expect(await repository.revokeSession('pci-revoke', 5_002)).toBe(false);
        expect(await repository.revokeSession('pci-unknown', 5_003)).toBe(false);
        const [revoked] = (await repository.listSessions(account)).filter(
          (s) => s.pci === 'pci-revoke',
        );
        expect(revoked?.revokedAt).toBe(5_001);
      });

      test('saving a session again replaces it', async () => {
        await repository.saveSession(session('pci-again', 7_000));
        const changed = { ...session('pci-again', 7_000), expiry: 99_999, project: {} };
        await repository.saveSession(changed);
        const matching = (await repository.listSessions(account)).filter(
          (s) => s.pci === 'pci-again',
        );
        expect(matching).toEqual([changed]);
      });

      test('findSession finds a session by pci, revoked or not, and nothing for an unknown one', async () => {
        await repository.saveSession(session('pci-find', 8_000));
        expect(await repository.findSession('pci-find')).toEqual(session('pci-find', 8_000));
        await repository.revokeSession('pci-find', 8_001);
        expect(await repository.findSession('pci-find')).toEqual({
          ...session('pci-find', 8_000),
          revokedAt: 8_001,
        });
        expect(await repository.findSession('pci-nowhere')).toBeUndefined();
      });
    });

    describe('analytics', () => {
      test('countAnalyticsEvents counts every recorded event, whatever its props', async () => {
        const before = await repository.countAnalyticsEvents();
        const event = {
          projectId: 'project-1',
          eventId: 'e-1',
          url: 'https://app.example/page',
          domain: 'app.example',
          timestamp: 1_700_000_000_000,
        };
        await repository.recordAnalyticsEvent({ ...event, props: { event: 'MODAL_OPEN' } });
        await repository.recordAnalyticsEvent({ ...event, projectId: null, props: 'text' });
        await repository.recordAnalyticsEvent({ ...event, props: undefined });
        await repository.recordAnalyticsEvent({ ...event, props: [1, { nested: [null] }] });
        expect(await repository.countAnalyticsEvents()).toBe(before + 4);
      });

      test('recordAnalyticsEvent with maxEvents keeps the newest maxEvents events, deleting the oldest first', async () => {
        const event = (eventId: string) => ({
          projectId: 'project-cap',
          eventId,
          url: 'https://app.example/page',
          domain: 'app.example',
          timestamp: 1_700_000_000_000,
          props: { event: 'MODAL_OPEN' },
        });
        for (const id of ['cap-1', 'cap-2', 'cap-3', 'cap-4', 'cap-5']) {
          await repository.recordAnalyticsEvent(event(id), 3);
        }
        expect(await repository.countAnalyticsEvents()).toBe(3);
        expect(await repository.listAnalyticsEvents(10)).toEqual([
          event('cap-5'),
          event('cap-4'),
          event('cap-3'),
        ]);
        // Without a cap nothing is deleted.
        await repository.recordAnalyticsEvent(event('cap-6'));
        expect(await repository.countAnalyticsEvents()).toBe(4);
        expect((await repository.listAnalyticsEvents(1))[0]?.eventId).toBe('cap-6');
      });
    });
  });
}
