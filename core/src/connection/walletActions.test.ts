import { verify } from 'node:crypto';
import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import { createToyChain } from '../__fixtures__/toyChain';
import type { SendTokenParams } from '../contracts/adapter';
import { TokenSendNotSupportedError } from '../errors/errors';
import { UserRejectedError } from '../errors/walletErrors';
import { MESSAGES } from '../errors/messages';
import { TOKENS } from '../di/surface';
import type { Portico } from '../portico';

const instances: Portico[] = [];
afterEach(() => instances.splice(0).forEach((instance) => instance.destroy()));

function instance(toy: ReturnType<typeof createToyChain>): Portico {
  const portico = createTestPortico({ adapters: [toy.plugin] });
  instances.push(portico);
  return portico;
}

async function connected() {
  const toy = createToyChain();
  const portico = instance(toy);
  await whenDiscovered(portico);
  await portico.connect({ connectorId: 'toy-wallet' });
  const state = () => portico.resolve(TOKENS.state).getState();
  return { toy, portico, state };
}

describe('portico.signMessage and portico.sendTransaction', () => {
  it('sign with the connected wallet of the active namespace (a real ed25519 signature)', async () => {
    const { toy, portico } = await connected();
    const signature = await portico.signMessage({ message: 'hello portico' });
    const valid = verify(
      null,
      Buffer.from('hello portico'),
      toy.wallet.publicKey,
      Buffer.from(signature, 'base64'),
    );
    expect(valid).toBe(true);
  });

  it('send from the connected account on its active network', async () => {
    const { toy, portico } = await connected();
    const hash = await portico.sendTransaction({ to: 'toyreceiver', value: 1_000n });
    expect(hash).toMatch(/^toytx-/);
    expect(toy.ledger.get('toyreceiver')).toBe(1_000n);
    expect(toy.ledger.get(toy.wallet.address)).toBe(5_000_000n - 1_000n);
  });

  it("throw 'No ActiveCaipAddress found' with no connected account", async () => {
    const portico = instance(createToyChain());
    await expect(portico.signMessage({ message: 'x' })).rejects.toThrow(
      MESSAGES.noActiveCaipAddress,
    );
    await expect(portico.sendTransaction({ to: 'a', value: 1n })).rejects.toThrow(
      MESSAGES.noActiveCaipAddress,
    );
  });

  it("a declined request shows 'Signature declined' and rejects", async () => {
    const { portico, state } = await connected();
    const adapter = portico.getAdapter('toychain');
    adapter.signMessage = async () => {
      throw new UserRejectedError();
    };
    await expect(portico.signMessage({ message: 'x' })).rejects.toBeInstanceOf(UserRejectedError);
    expect(state().toast).toMatchObject({
      open: true,
      variant: 'error',
      message: MESSAGES.signatureDeclined,
    });
  });

  it('another failure rejects without the declined toast', async () => {
    const { portico, state } = await connected();
    await expect(portico.sendTransaction({ to: 'a', value: 10n ** 12n })).rejects.toThrow(
      'insufficient funds',
    );
    expect(state().toast.open).toBe(false);
  });
});

describe('portico.signMessageWithScheme', () => {
  it("without the adapter's own, the signature of signMessage and no scheme", async () => {
    const { toy, portico } = await connected();
    const signed = await portico.signMessageWithScheme({ message: 'hello portico' });
    expect(signed.scheme).toBeUndefined();
    const valid = verify(
      null,
      Buffer.from('hello portico'),
      toy.wallet.publicKey,
      Buffer.from(signed.signature, 'base64'),
    );
    expect(valid).toBe(true);
  });

  it("the adapter's own answer, with the connected account; a refusal shows 'Signature declined'", async () => {
    const { toy, portico, state } = await connected();
    const adapter = portico.getAdapter('toychain');
    const asked: { address: string; message: string }[] = [];
    adapter.signMessageWithScheme = async ({ address, message }) => {
      asked.push({ address, message });
      return { signature: 'c2ln', scheme: 'bip322-simple' };
    };
    await expect(portico.signMessageWithScheme({ message: 'hi' })).resolves.toEqual({
      signature: 'c2ln',
      scheme: 'bip322-simple',
    });
    expect(asked).toEqual([{ address: toy.wallet.address, message: 'hi' }]);
    adapter.signMessageWithScheme = async () => {
      throw new UserRejectedError();
    };
    await expect(portico.signMessageWithScheme({ message: 'x' })).rejects.toBeInstanceOf(
      UserRejectedError,
    );
    expect(state().toast).toMatchObject({ open: true, message: MESSAGES.signatureDeclined });
  });
});

describe('portico.sendToken', () => {
  const token = { address: 'toymint', decimals: 6, symbol: 'TOY' };

  it("an adapter without sendToken refuses with 'Token sends are not supported on this network'", async () => {
    const { portico } = await connected();
    await expect(
      portico.sendToken({ to: 'toyreceiver', token, amount: 5n }),
    ).rejects.toBeInstanceOf(TokenSendNotSupportedError);
    await expect(portico.sendToken({ to: 'toyreceiver', token, amount: 5n })).rejects.toThrow(
      MESSAGES.tokenSendNotSupported,
    );
  });

  it("passes the connected account, its network and the token to the adapter's sendToken", async () => {
    const { toy, portico } = await connected();
    const adapter = portico.getAdapter('toychain');
    const calls: SendTokenParams[] = [];
    adapter.sendToken = async (params) => {
      calls.push(params);
      return 'toytx-token';
    };
    expect(await portico.sendToken({ to: 'toyreceiver', token, amount: 5n })).toBe('toytx-token');
    expect(calls).toEqual([
      expect.objectContaining({
        from: toy.wallet.address,
        to: 'toyreceiver',
        token,
        amount: 5n,
        network: expect.objectContaining({ chainNamespace: 'toychain' }),
      }),
    ]);
  });

  it("a declined token send shows 'Signature declined'", async () => {
    const { portico, state } = await connected();
    portico.getAdapter('toychain').sendToken = async () => {
      throw new UserRejectedError();
    };
    await expect(
      portico.sendToken({ to: 'toyreceiver', token, amount: 5n }),
    ).rejects.toBeInstanceOf(UserRejectedError);
    expect(state().toast).toMatchObject({ open: true, message: MESSAGES.signatureDeclined });
  });
});
