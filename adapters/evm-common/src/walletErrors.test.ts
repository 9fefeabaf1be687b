import {
  isUserRejection,
  MESSAGES,
  NetworkNotFoundError,
  SendFailedError,
  UserRejectedError,
  walletErrorCodes,
  WalletRequestError,
} from '@portico/core';
import {
  ANVIL_ACCOUNTS,
  createTestWallet,
  startAnvil,
  type AnvilInstance,
  type TestWallet,
} from '@portico/testing';
import { SmartAccountSigningError } from './errors';
import { utf8ToHex } from './hexEncoding';
import { toSendError, toSigningError, toWalletError } from './walletErrors';

let node: AnvilInstance | undefined;
let wallet: TestWallet;
let address: string;

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
});
afterAll(async () => {
  await node?.stop();
});
beforeEach(async () => {
  wallet = createTestWallet({ chains: [{ chainId: 31337, rpcUrl: node!.url }] });
  [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as [string];
});

/** What the real wallet throws for a request. */
async function failureOf(method: string, params: unknown[]): Promise<unknown> {
  try {
    await wallet.request({ method, params });
  } catch (error) {
    return error;
  }
  throw new Error(`${method} did not fail`);
}

const sign = () => failureOf('personal_sign', [utf8ToHex('hello'), address]);

describe('wallet errors on signing', () => {
  it(`a user rejection (4001) gives UserRejectedError '${MESSAGES.signatureDeclined}'`, async () => {
    wallet.control.rejectNext('personal_sign');
    const walletError = await sign();
    const mapped = toSigningError(walletError, 'eoa');
    expect(mapped).toBeInstanceOf(UserRejectedError);
    expect(mapped.message).toBe(MESSAGES.signatureDeclined);
    expect(mapped.cause).toBe(walletError);
  });

  it('a user rejection stays a rejection for a smart account too', async () => {
    wallet.control.rejectNext('personal_sign');
    expect(toSigningError(await sign(), 'smartAccount')).toBeInstanceOf(UserRejectedError);
  });

  it(`any other signing failure with a smart account gives '${MESSAGES.smartAccountSigningFailed}'`, async () => {
    // The wallet does not hold this address: 4100 unauthorized.
    const walletError = await failureOf('personal_sign', [
      utf8ToHex('hi'),
      ANVIL_ACCOUNTS[1]!.address,
    ]);
    const mapped = toSigningError(walletError, 'smartAccount');
    expect(mapped).toBeInstanceOf(SmartAccountSigningError);
    expect(mapped.message).toBe(MESSAGES.smartAccountSigningFailed);
    expect((mapped as SmartAccountSigningError).walletCode).toBe(4100);
  });

  it(`the same failure with an EOA gives '${MESSAGES.anErrorOccurred}' with the wallet's code`, async () => {
    const walletError = await failureOf('personal_sign', [
      utf8ToHex('hi'),
      ANVIL_ACCOUNTS[1]!.address,
    ]);
    const mapped = toSigningError(walletError, 'eoa');
    expect(mapped).toBeInstanceOf(WalletRequestError);
    expect(mapped.message).toBe(MESSAGES.anErrorOccurred);
    expect((mapped as WalletRequestError).walletCode).toBe(4100);
  });
});

describe('wallet errors on sending', () => {
  const transfer = (value: bigint) =>
    failureOf('eth_sendTransaction', [
      { from: address, to: ANVIL_ACCOUNTS[1]!.address, value: `0x${value.toString(16)}` },
    ]);

  it(`a rejected send gives '${MESSAGES.signatureDeclined}'`, async () => {
    wallet.control.rejectNext('eth_sendTransaction');
    const mapped = toSendError(await transfer(1n));
    expect(mapped).toBeInstanceOf(UserRejectedError);
    expect(mapped.message).toBe(MESSAGES.signatureDeclined);
  });

  it(`a send the chain refuses (more than the balance) gives '${MESSAGES.somethingWentWrong}'`, async () => {
    const mapped = toSendError(await transfer(10n ** 30n));
    expect(mapped).toBeInstanceOf(SendFailedError);
    expect(mapped.message).toBe(MESSAGES.somethingWentWrong);
  });
});

describe('other wallet requests', () => {
  it('a rejected connection is a UserRejectedError; an unknown method keeps its code', async () => {
    const fresh = createTestWallet({ chains: [{ chainId: 31337, rpcUrl: node!.url }] });
    fresh.control.rejectNext('eth_requestAccounts');
    const rejected = await fresh
      .request({ method: 'eth_requestAccounts' })
      .catch((e: unknown) => e);
    expect(toWalletError(rejected, 'eth_requestAccounts')).toBeInstanceOf(UserRejectedError);
    const unsupported = toWalletError(
      await failureOf('wallet_doesNotExist', []),
      'wallet_doesNotExist',
    );
    expect(unsupported).toBeInstanceOf(WalletRequestError);
    expect((unsupported as WalletRequestError).walletCode).toBe(4200);
    expect((unsupported as WalletRequestError).method).toBe('wallet_doesNotExist');
  });

  it("passes Portico's own errors through unchanged", () => {
    const own = new NetworkNotFoundError('eip155:1');
    expect(toSigningError(own, 'smartAccount')).toBe(own);
    expect(toSendError(own)).toBe(own);
    expect(toWalletError(own, 'x')).toBe(own);
  });

  it('reads a rejection that a wallet nests under a generic -32603 (data.originalError)', () => {
    const nested = {
      code: -32603,
      message: 'Internal error',
      data: { originalError: { code: 4001 } },
    };
    expect(walletErrorCodes(nested)).toEqual([-32603, 4001]);
    expect(isUserRejection(nested)).toBe(true);
    expect(toSigningError(nested, 'eoa')).toBeInstanceOf(UserRejectedError);
  });

  it('maps a thrown value that is not an EIP-1193 error to the generic texts', () => {
    expect(toSigningError('boom', 'eoa').message).toBe(MESSAGES.anErrorOccurred);
    expect(toSigningError(undefined, 'smartAccount').message).toBe(
      MESSAGES.smartAccountSigningFailed,
    );
    expect(toSendError(new TypeError('fetch failed')).message).toBe(MESSAGES.somethingWentWrong);
  });
});
