/**
 * The local Polkadot chain, real: one chopsticks node for the file (started in beforeAll), read
 * and written with @polkadot/api as an app would, and through LocalPolkadot's own helpers.
 */
import { createServer } from 'node:net';
import { ApiPromise, WsProvider } from '@polkadot/api';
import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady, encodeAddress, mnemonicGenerate } from '@polkadot/util-crypto';
import { LOOPBACK_HOST } from '../net/freePort';
import { startChopsticks, ChopsticksStartError } from './chopsticksProcess';
import { chopsticksPaths } from './chopsticksInstall';
import { DEV_ACCOUNT_PLANCK, DEV_ACCOUNTS } from './devAccounts';
import { describeWithChopsticks } from './describeWithChopsticks';
import { jsonRpc } from './jsonRpc';
import { LOCAL_POLKADOT_SS58_PREFIX, startLocalPolkadot } from './localPolkadot';
import type { LocalPolkadot } from './localPolkadotTypes';

const START_TIMEOUT_MS = 180_000;
const CHAIN_TEST_TIMEOUT_MS = 60_000;
const ROC = 10n ** 12n;

function canListenOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, LOOPBACK_HOST, () => server.close(() => resolve(true)));
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('the dev accounts are the keyring pairs //Alice, //Bob (sr25519) and //Charlie (ed25519)', async () => {
  await cryptoWaitReady();
  for (const account of Object.values(DEV_ACCOUNTS)) {
    const pair = new Keyring({ type: account.type, ss58Format: 42 }).addFromUri(account.uri);
    expect(pair.address).toBe(account.address);
  }
});

test('a malformed account address is refused before anything starts', async () => {
  await expect(
    startLocalPolkadot({ accounts: [{ address: '5Grwva-not-ss58', planck: 1n }] }),
  ).rejects.toThrow(/Invalid|decod/i);
});

describeWithChopsticks('the local Polkadot chain (chopsticks)', () => {
  let chain: LocalPolkadot;
  let api: ApiPromise;
  let keyring: Keyring;
  let extraAddress: string;
  const extraPlanck = 42n * ROC;

  beforeAll(async () => {
    await cryptoWaitReady();
    keyring = new Keyring({ type: 'sr25519', ss58Format: 42 });
    extraAddress = keyring.addFromMnemonic(mnemonicGenerate()).address;
    // A PORT in the environment (a web page's, as `PORT=8080 npm run demo` sets it) is not the
    // chain's: chopsticks would take it over --port, so the child never gets it.
    const savedPort = process.env.PORT;
    process.env.PORT = '1';
    try {
      chain = await startLocalPolkadot({
        accounts: [{ address: extraAddress, planck: extraPlanck }],
      });
    } finally {
      if (savedPort === undefined) delete process.env.PORT;
      else process.env.PORT = savedPort;
    }
    api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await api?.disconnect();
    await chain?.stop();
  });

  test('is the raw-genesis chain: its genesis hash, token, prefix and existential deposit', async () => {
    expect(chain.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    expect(chain.genesisHash).toBe(`0x${'45'.repeat(32)}`);
    expect(api.genesisHash.toHex()).toBe(chain.genesisHash);
    expect(chain.symbol).toBe('ROC');
    expect(chain.decimals).toBe(12);
    expect(chain.ss58Prefix).toBe(LOCAL_POLKADOT_SS58_PREFIX);
    expect(chain.ss58Prefix).toBe(api.registry.chainSS58);
    expect(chain.existentialDeposit).toBe(api.consts.balances.existentialDeposit.toBigInt());
    expect(chain.existentialDeposit).toBe(3_333_333n);
  });

  test('describes itself as a core Network (polkadot:<32 hex chars of the genesis hash>)', () => {
    expect(chain.network).toMatchObject({
      id: '45'.repeat(16),
      caipNetworkId: `polkadot:${'45'.repeat(16)}`,
      chainNamespace: 'polkadot',
      name: 'Polkadot Local',
      nativeCurrency: { name: 'ROC', symbol: 'ROC', decimals: 12 },
      rpcUrls: { default: { http: [chain.httpUrl], webSocket: [chain.wsUrl] } },
      testnet: true,
    });
  });

  test('answers JSON-RPC over plain HTTP on the WebSocket port', async () => {
    expect(chain.httpUrl).toBe(chain.wsUrl.replace('ws://', 'http://'));
    await expect(jsonRpc(chain.httpUrl, 'system_chain')).resolves.toBe('asset-hub-rococo');
  });

  test('funds the dev accounts and the accounts passed in', async () => {
    for (const { address } of Object.values(DEV_ACCOUNTS)) {
      await expect(chain.balanceOf(address)).resolves.toEqual({
        free: DEV_ACCOUNT_PLANCK,
        reserved: 0n,
        frozen: 0n,
      });
      const onChain = await api.query.system.account(address);
      expect(onChain.data.free.toBigInt()).toBe(DEV_ACCOUNT_PLANCK);
    }
    // Any SS58 prefix names the same account.
    const inChainPrefix = encodeAddress(extraAddress, chain.ss58Prefix);
    await expect(chain.balanceOf(inChainPrefix)).resolves.toMatchObject({ free: extraPlanck });
  });

  test(
    'carries a transferKeepAlive signed by //Alice to a new account',
    async () => {
      const alice = keyring.addFromUri('//Alice');
      const receiver = keyring.addFromMnemonic(mnemonicGenerate()).address;
      const amount = 5n * ROC;
      const aliceBefore = (await chain.balanceOf(alice.address)).free;
      await expect(chain.balanceOf(receiver)).resolves.toEqual({
        free: 0n,
        reserved: 0n,
        frozen: 0n,
      });

      const inBlock = await new Promise<string>((resolve, reject) => {
        api.tx.balances
          .transferKeepAlive(receiver, amount)
          .signAndSend(alice, ({ status, dispatchError }) => {
            if (dispatchError) reject(new Error(dispatchError.toString()));
            // chopsticks sometimes reports Finalized with no InBlock before it (seen 2 in 8).
            else if (status.isInBlock) resolve(status.asInBlock.toHex());
            else if (status.isFinalized) resolve(status.asFinalized.toHex());
          })
          .catch(reject);
      });

      expect(inBlock).toMatch(/^0x[0-9a-f]{64}$/);
      expect((await chain.balanceOf(receiver)).free).toBe(amount);
      const paid = aliceBefore - (await chain.balanceOf(alice.address)).free;
      // The amount and a fee (a few thousandths of a ROC at most).
      expect(paid).toBeGreaterThan(amount);
      expect(paid - amount).toBeLessThan(ROC / 100n);
      expect((await api.query.system.account(alice.address)).nonce.toNumber()).toBe(1);
    },
    CHAIN_TEST_TIMEOUT_MS,
  );

  test(
    'fund() adds to an account (a new one, or one that has sent: its nonce kept)',
    async () => {
      const fresh = keyring.addFromMnemonic(mnemonicGenerate()).address;
      await chain.fund(fresh, 3n * ROC);
      await chain.fund(fresh, 2n * ROC);
      expect((await chain.balanceOf(fresh)).free).toBe(5n * ROC);
      expect((await api.query.system.account(fresh)).data.free.toBigInt()).toBe(5n * ROC);

      const alice = DEV_ACCOUNTS.alice.address;
      const before = await api.query.system.account(alice);
      await chain.fund(alice, ROC);
      const after = await api.query.system.account(alice);
      expect(after.data.free.toBigInt()).toBe(before.data.free.toBigInt() + ROC);
      expect(after.nonce.toNumber()).toBe(before.nonce.toNumber());
      await expect(chain.fund(fresh, 0n)).rejects.toThrow(RangeError);
    },
    CHAIN_TEST_TIMEOUT_MS,
  );

  test('stop() kills chopsticks and frees its port (twice is fine)', async () => {
    await api.disconnect();
    const port = Number(new URL(chain.wsUrl).port);
    await chain.stop();
    await chain.stop();
    expect(isRunning(chain.pid)).toBe(false);
    expect(await canListenOn(port)).toBe(true);
  });

  test(
    'a chopsticks that dies before it is ready fails the start with its log',
    async () => {
      const start = startChopsticks({
        binary: chopsticksPaths().binary,
        chainSpec: '{"name": "not a chain spec"}',
        importStorage: '{}',
      });
      await expect(start).rejects.toThrow(ChopsticksStartError);
      await expect(start).rejects.toThrow(/exited before it was ready:\n[\s\S]+/);
    },
    CHAIN_TEST_TIMEOUT_MS,
  );
});
