import { connectMethodsOrder, type ConnectMethodsInput } from './connectMethods';

const allOn: ConnectMethodsInput = {
  hasUsableWallet: false,
  emailEnabled: true,
  socialsEnabled: true,
};

describe('connectMethodsOrder', () => {
  it('default connect-method order: email, social, wallet', () => {
    expect(connectMethodsOrder(allOn)).toEqual(['email', 'social', 'wallet']);
  });

  it('becomes wallet, email, social when an injected or announced wallet is usable', () => {
    expect(connectMethodsOrder({ ...allOn, hasUsableWallet: true })).toEqual([
      'wallet',
      'email',
      'social',
    ]);
  });

  it('a disabled e-mail login is left out', () => {
    expect(connectMethodsOrder({ ...allOn, emailEnabled: false })).toEqual(['social', 'wallet']);
    expect(connectMethodsOrder({ ...allOn, hasUsableWallet: true, emailEnabled: false })).toEqual([
      'wallet',
      'social',
    ]);
  });

  it('disabled social logins are left out', () => {
    expect(connectMethodsOrder({ ...allOn, socialsEnabled: false })).toEqual(['email', 'wallet']);
  });

  it('with e-mail and socials off only the wallet method remains', () => {
    for (const hasUsableWallet of [false, true]) {
      expect(
        connectMethodsOrder({
          hasUsableWallet,
          emailEnabled: false,
          socialsEnabled: false,
        }),
      ).toEqual(['wallet']);
    }
  });

  it("an app's own order wins over both default orders", () => {
    const override = ['social', 'wallet', 'email'] as const;
    expect(connectMethodsOrder({ ...allOn, override })).toEqual(['social', 'wallet', 'email']);
    expect(connectMethodsOrder({ ...allOn, hasUsableWallet: true, override })).toEqual([
      'social',
      'wallet',
      'email',
    ]);
  });

  it("an app's own order still leaves out the methods that are switched off", () => {
    expect(
      connectMethodsOrder({
        ...allOn,
        emailEnabled: false,
        override: ['email', 'wallet', 'social'],
      }),
    ).toEqual(['wallet', 'social']);
  });
});
