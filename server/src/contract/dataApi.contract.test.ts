/**
 * Contract: @portico/core's blockchain data API client against a running Portico server on
 * two local anvil chains. Every route of spec 7's data service is called through the client
 * an app uses, over a real socket on 127.0.0.1, with real transfers and signatures.
 */
import {
  createPublicClient,
  createWalletClient,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { erc20Abi, findFreePort } from '@portico/testing';
import type { TypedDataDefinition } from 'viem';
import {
  randomSessionNonce,
  sessionGrantTypedData,
  type SmartSessionTypedData,
} from '@portico/core/services';
import {
  eventually,
  LOCAL_CHAIN,
  MAINNET,
  startServerOnAnvil,
  TOKEN_OWNER,
  type ServerOnAnvil,
} from '../__fixtures__/serverOnAnvil';

let setup: ServerOnAnvil;
beforeAll(async () => {
  // A known port: signed name and session requests name the server by its origin
  // (http://127.0.0.1:<port> without publicUrl), and the client signs for the URL it calls.
  const port = await findFreePort();
  setup = await startServerOnAnvil({ port }, { nameZone: 'portico.test' });
}, 60_000);
afterAll(() => setup?.close());

const owner = privateKeyToAccount(TOKEN_OWNER.privateKey);
const ownerWallet = (url: string) =>
  createWalletClient({ account: owner, transport: http(url, { retryCount: 0 }) });
const freshAccount = () => privateKeyToAccount(generatePrivateKey());
const waitForReceipt = (url: string, hash: Hex) =>
  createPublicClient({ transport: http(url, { retryCount: 0 }) }).waitForTransactionReceipt({
    hash,
    pollingInterval: 20,
  });

async function sendEther(url: string, to: Address, ether: string): Promise<Hex> {
  const hash = await ownerWallet(url).sendTransaction({
    to,
    value: parseEther(ether),
    chain: null,
  });
  await waitForReceipt(url, hash);
  return hash;
}

async function sendToken(url: string, token: Address, to: Address, amount: string): Promise<Hex> {
  const hash = await ownerWallet(url).writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, 18)],
    chain: null,
  });
  await waitForReceipt(url, hash);
  return hash;
}

describe('supported chains', () => {
  it('lists the configured chains', async () => {
    const chains = await setup.clients.blockchainApi.getSupportedChains();
    expect(chains.http).toEqual(expect.arrayContaining([LOCAL_CHAIN, MAINNET]));
  });
});

describe('a transfer shows in the balance and the history', () => {
  it('native and token balances come from the chain, priced by the configured prices', async () => {
    const receiver = freshAccount().address;
    await sendEther(setup.local.url, receiver, '1.5');
    await sendToken(setup.local.url, setup.tokens[LOCAL_CHAIN]!, receiver, '25');

    const { balances, totalValueUsd } = await setup.clients.blockchainApi.getBalances({
      address: receiver,
      network: { caipNetworkId: LOCAL_CHAIN },
    });
    const bySymbol = Object.fromEntries(balances.map((balance) => [balance.symbol, balance]));
    expect(bySymbol.ETH?.quantity.numeric).toBe('1.5');
    expect(bySymbol.PTT?.quantity).toEqual({ decimals: '18', numeric: '25' });
    expect(bySymbol.PTT?.chainId).toBe(LOCAL_CHAIN);
    // 1.5 ETH at 3000 + 25 PTT at 1.5
    expect(Number(totalValueUsd)).toBeCloseTo(4537.5, 6);
  });

  it('the history lists both transfers, newest first, once the indexer has seen them', async () => {
    const receiver = freshAccount().address;
    const etherHash = await sendEther(setup.local.url, receiver, '0.25');
    const tokenHash = await sendToken(setup.local.url, setup.tokens[LOCAL_CHAIN]!, receiver, '3');

    const page = await eventually(async () => {
      const result = await setup.clients.blockchainApi.getHistory({
        address: receiver,
        caipNetworkId: LOCAL_CHAIN,
      });
      expect(result.data).toHaveLength(2);
      return result;
    });
    expect(page.data.map((transaction) => transaction.id.toLowerCase())).toEqual([
      tokenHash.toLowerCase(),
      etherHash.toLowerCase(),
    ]);
    const [tokenTransfer, etherTransfer] = page.data;
    expect(tokenTransfer?.metadata.status).toBe('confirmed');
    expect(tokenTransfer?.metadata.sentFrom.toLowerCase()).toBe(owner.address.toLowerCase());
    expect(tokenTransfer?.transfers[0]?.fungible_info?.symbol).toBe('PTT');
    expect(tokenTransfer?.transfers[0]?.quantity.numeric).toBe('3');
    expect(etherTransfer?.transfers[0]?.fungible_info?.symbol).toBe('ETH');
    expect(etherTransfer?.transfers[0]?.quantity.numeric).toBe('0.25');
    expect(page.next).toBeNull();
  });

  it('a long history comes in pages linked by next, with nothing repeated or lost', async () => {
    const receiver = freshAccount().address;
    const hashes: Hex[] = [];
    for (let index = 0; index < 27; index += 1) {
      hashes.push(await sendEther(setup.local.url, receiver, '0.001'));
    }
    const seen: string[] = [];
    await eventually(async () => {
      seen.length = 0;
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await setup.clients.blockchainApi.getHistory({
          address: receiver,
          caipNetworkId: LOCAL_CHAIN,
          ...(cursor && { cursor }),
        });
        seen.push(...page.data.map((transaction) => transaction.id.toLowerCase()));
        cursor = page.next ?? undefined;
        pages += 1;
      } while (cursor);
      expect(pages).toBeGreaterThan(1);
      expect(seen).toHaveLength(27);
    });
    expect(seen).toEqual(hashes.map((hash) => hash.toLowerCase()).reverse());
  });

  it('history is per chain: a transfer on the other chain is not listed', async () => {
    const receiver = freshAccount().address;
    await sendEther(setup.mainnet.url, receiver, '0.5');
    await eventually(async () => {
      const onMainnet = await setup.clients.blockchainApi.getHistory({
        address: receiver,
        caipNetworkId: MAINNET,
      });
      expect(onMainnet.data).toHaveLength(1);
    });
    const onLocal = await setup.clients.blockchainApi.getHistory({
      address: receiver,
      caipNetworkId: LOCAL_CHAIN,
    });
    expect(onLocal.data).toEqual([]);
  });
});

describe('names', () => {
  const api = () => setup.clients.blockchainApi;

  it('suggests a free name, registers it with a real signature, then resolves it both ways', async () => {
    const account = freshAccount();
    const suggestions = await api().getNameSuggestions({
      name: 'carol',
      caipNetworkId: LOCAL_CHAIN,
    });
    expect(suggestions).toContainEqual({ name: 'carol.portico.test', registered: false });

    const message = api().createNameMessage({
      action: 'register',
      name: 'carol.portico.test',
      address: account.address,
      caipNetworkId: LOCAL_CHAIN,
    });
    const signature = await account.signMessage({ message });
    await expect(
      api().registerName({
        caipNetworkId: LOCAL_CHAIN,
        address: account.address,
        message,
        signature,
      }),
    ).resolves.toBe(true);

    const profile = await api().resolveName({
      name: 'carol.portico.test',
      caipNetworkId: LOCAL_CHAIN,
    });
    expect(profile.addresses['60']?.address.toLowerCase()).toBe(account.address.toLowerCase());
    const names = await api().getNamesForAddress({
      address: account.address,
      caipNetworkId: LOCAL_CHAIN,
    });
    expect(names.map((name) => name.name)).toEqual(['carol.portico.test']);
    const identity = await api().getIdentity({ address: account.address });
    expect(identity.name).toBe('carol.portico.test');
    const after = await api().getNameSuggestions({ name: 'carol', caipNetworkId: LOCAL_CHAIN });
    expect(after).not.toContainEqual({ name: 'carol.portico.test', registered: false });
  });

  it("a registration signed by another account is refused with the server's reason", async () => {
    const [account, impostor] = [freshAccount(), freshAccount()];
    const message = api().createNameMessage({
      action: 'register',
      name: 'dave-name.portico.test',
      address: account.address,
      caipNetworkId: LOCAL_CHAIN,
    });
    const signature = await impostor.signMessage({ message });
    await expect(
      api().registerName({
        caipNetworkId: LOCAL_CHAIN,
        address: account.address,
        message,
        signature,
      }),
    ).rejects.toMatchObject({ name: 'NameServiceError' });
    await expect(
      api().resolveName({ name: 'dave-name.portico.test', caipNetworkId: LOCAL_CHAIN }),
    ).rejects.toMatchObject({ name: 'NameServiceError' });
  });

  it('the owner updates the attributes, then releases the name, through the client', async () => {
    const account = freshAccount();
    const on = { caipNetworkId: LOCAL_CHAIN, address: account.address };
    const name = 'erin-name.portico.test';
    const signed = async (action: 'register' | 'update' | 'release', attributes = {}) => {
      const message = api().createNameMessage({ ...on, action, name, attributes });
      return { ...on, name, message, signature: await account.signMessage({ message }) };
    };
    await expect(api().registerName(await signed('register'))).resolves.toBe(true);
    const avatar = 'https://img.example/erin.png';
    await expect(api().updateName(await signed('update', { avatar }))).resolves.toBe(true);
    const profile = await api().resolveName({ name, caipNetworkId: LOCAL_CHAIN });
    expect(profile.attributes).toEqual([{ avatar }]);
    await expect(api().releaseName(await signed('release'))).resolves.toBe(true);
    await expect(api().getNamesForAddress(on)).resolves.toEqual([]);
  });

  it('an address without a name has no identity', async () => {
    await expect(api().getIdentity({ address: freshAccount().address })).resolves.toEqual({
      name: null,
      avatar: null,
    });
  });
});

describe('swap routes on a swap network (eip155:1 served by a local anvil node)', () => {
  const api = () => setup.clients.blockchainApi;

  it('gas price comes from the node', async () => {
    const gas = await api().getGasPrice({ caipNetworkId: MAINNET });
    expect(BigInt(gas.standard)).toBeGreaterThan(0n);
  });

  it('tokens are the chain native currency and its configured tokens', async () => {
    const tokens = await api().getSwapTokens({ caipNetworkId: MAINNET });
    expect(tokens.map((token) => token.symbol)).toEqual(expect.arrayContaining(['ETH', 'PTT']));
  });

  it('the allowance is read from the token contract', async () => {
    const allowance = await api().getSwapAllowance({
      caipNetworkId: MAINNET,
      tokenAddress: setup.tokens[MAINNET]!,
      userAddress: owner.address,
    });
    expect(allowance).toBe('0');
  });

  it('build-approve gives real approve calldata for the token', async () => {
    const built = await api().buildApproveTransaction({
      caipNetworkId: MAINNET,
      from: `${MAINNET}:${setup.tokens[MAINNET]}`,
      to: `${MAINNET}:0x0000000000000000000000000000000000000000`,
      userAddress: owner.address,
      amount: '1000',
    });
    expect(built.to.toLowerCase()).toBe(setup.tokens[MAINNET]!.toLowerCase());
    expect(built.data.startsWith('0x095ea7b3')).toBe(true);
  });

  it('prices come from the configured prices', async () => {
    const prices = await api().getTokenPrices({
      caipNetworkId: MAINNET,
      addresses: [`${MAINNET}:${setup.tokens[MAINNET]}`],
    });
    expect(Number(prices[0]?.price)).toBeCloseTo(1.5, 6);
  });

  it('quotes: the offline fallback has none', async () => {
    const quotes = await api().getSwapQuotes({
      caipNetworkId: MAINNET,
      amount: '1000',
      userAddress: owner.address,
      from: `${MAINNET}:${setup.tokens[MAINNET]}`,
      to: `${MAINNET}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
      gasPrice: '1',
    });
    expect(quotes).toEqual([]);
  });

  it("off the swap networks the client refuses with 'Network not supported for Swaps'", async () => {
    await expect(api().getSwapTokens({ caipNetworkId: LOCAL_CHAIN })).rejects.toThrow(
      'Network not supported for Swaps',
    );
  });
});

describe('on-ramp', () => {
  const api = () => setup.clients.blockchainApi;

  it("options are the spec's fallback options", async () => {
    const options = await api().getOnrampOptions({ caipNetworkId: MAINNET });
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR']);
  });

  it('a quote answers, and the generated URL points at this server', async () => {
    const options = await api().getOnrampOptions({ caipNetworkId: MAINNET });
    await expect(
      api().getOnrampQuote({
        caipNetworkId: MAINNET,
        purchaseCurrency: options.purchaseCurrencies[0]!,
        paymentCurrency: options.paymentCurrencies[0]!,
        amount: '100',
        network: 'ethereum',
      }),
    ).resolves.toBeDefined();
    const url = await api().generateOnrampUrl({
      caipNetworkId: MAINNET,
      destinationWallets: [{ address: owner.address, blockchains: ['ethereum'] }],
      partnerUserId: owner.address,
      paymentAmount: 100,
    });
    expect(url.startsWith(setup.server.url)).toBe(true);
    const page = await fetch(url);
    expect(page.status).toBe(200);
  });
});

describe('smart sessions', () => {
  it('a grant signed as EIP-712 typed data is listed, then revoked through the client and the wallet', async () => {
    const account = freshAccount();
    const caipAddress = `${LOCAL_CHAIN}:${account.address}`;
    const sign = (typedData: SmartSessionTypedData) =>
      account.signTypedData(typedData as unknown as TypedDataDefinition);
    const pci = crypto.randomUUID();
    const fields = {
      pci,
      project: { name: 'Contract test' },
      expiry: Math.floor(Date.now() / 1000) + 3600,
      nonce: randomSessionNonce(),
      issuedAt: Math.floor(Date.now() / 1000),
    };
    const typedData = sessionGrantTypedData({
      ...fields,
      server: new URL(setup.server.url).origin,
      caipAddress,
    });
    const grant = await fetch(`${setup.server.url}/v1/sessions/${caipAddress}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, signature: await sign(typedData) }),
    });
    expect(grant.status).toBe(201);
    const api = setup.clients.blockchainApi;
    const sessions = await api.getSmartSessions({ caipAddress });
    expect(sessions.map((session) => session.pci)).toEqual([pci]);
    await expect(
      api.revokeSmartSession({
        caipNetworkId: LOCAL_CHAIN,
        address: account.address,
        pci,
        signTypedData: sign,
      }),
    ).resolves.toBe(true);
    await expect(api.getSmartSessions({ caipAddress })).resolves.toEqual([]);
  });
});
