import { stringToHex, verifyMessage, verifyTypedData, type Hex } from 'viem';
import { startAnvil, type AnvilInstance } from './anvil';
import { ANVIL_ACCOUNTS } from './anvilAccounts';
import { createJsonRpcClient } from './jsonRpcClient';
import { createTestWallet, type TestWallet } from './testWallet';

const account = ANVIL_ACCOUNTS[2]!;

let node: AnvilInstance;
let wallet: TestWallet;

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  wallet = createTestWallet({
    privateKey: account.privateKey,
    chains: [{ chainId: 31337, rpcUrl: node.url }],
  });
  await wallet.request({ method: 'eth_requestAccounts' });
});

afterAll(() => node?.stop());

const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  domain: {
    name: 'Portico Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
    amount: '1000000000000000000000',
  },
} as const;

describe('test wallet: signing with its own key', () => {
  it('personal_sign of a UTF-8 message gives a signature verifyMessage accepts', async () => {
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: ['Sign in to Portico', account.address],
    })) as Hex;
    expect(
      await verifyMessage({ address: account.address, message: 'Sign in to Portico', signature }),
    ).toBe(true);
  });

  it('personal_sign of hex data signs the raw bytes (as dapps send it)', async () => {
    const data = stringToHex('Sign in to Portico\nNonce: 42');
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [data, account.address],
    })) as Hex;
    expect(
      await verifyMessage({ address: account.address, message: { raw: data }, signature }),
    ).toBe(true);
    expect(
      await verifyMessage({
        address: account.address,
        message: 'Sign in to Portico\nNonce: 42',
        signature,
      }),
    ).toBe(true);
  });

  it('personal_sign accepts the legacy [address, message] order', async () => {
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [account.address, '0x68656c6c6f'],
    })) as Hex;
    expect(await verifyMessage({ address: account.address, message: 'hello', signature })).toBe(
      true,
    );
  });

  it('personal_sign for an address the wallet does not hold fails with 4100', async () => {
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x68690a', ANVIL_ACCOUNTS[0]!.address] }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it('eth_signTypedData_v4 (JSON string) gives a signature verifyTypedData accepts', async () => {
    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [account.address, JSON.stringify(typedData)],
    })) as Hex;
    const { EIP712Domain: _domainType, ...types } = typedData.types;
    expect(
      await verifyTypedData({
        address: account.address,
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: { ...typedData.message, amount: 1000000000000000000000n },
        signature,
      }),
    ).toBe(true);
  });

  it('eth_signTypedData_v4 refuses a domain chainId other than the current chain (-32602)', async () => {
    const otherChain = { ...typedData, domain: { ...typedData.domain, chainId: 1 } };
    await expect(
      wallet.request({
        method: 'eth_signTypedData_v4',
        params: [account.address, JSON.stringify(otherChain)],
      }),
    ).rejects.toMatchObject({ code: -32602 });
  });

  it('signs exactly what anvil signs node-side for the same dev key (independent encoder)', async () => {
    const nodeRpc = createJsonRpcClient(node.url);
    const json = JSON.stringify(typedData);
    expect(
      await wallet.request({ method: 'eth_signTypedData_v4', params: [account.address, json] }),
    ).toBe(await nodeRpc('eth_signTypedData_v4', [account.address, json]));
    expect(
      await wallet.request({ method: 'personal_sign', params: ['0x68690a', account.address] }),
    ).toBe(await nodeRpc('personal_sign', ['0x68690a', account.address]));
  });

  it('a rejected signature (rejectNext) fails with 4001 and signs nothing', async () => {
    wallet.control.rejectNext('eth_signTypedData_v4');
    await expect(
      wallet.request({
        method: 'eth_signTypedData_v4',
        params: [account.address, JSON.stringify(typedData)],
      }),
    ).rejects.toMatchObject({ code: 4001 });
  });
});
