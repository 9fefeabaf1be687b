import { DEMO_SIGN_IN_PAGES, demoSignInModeOf } from './demoSignIn';

describe("the demo's sign-in switch", () => {
  it('is off on the default page and for any other value', () => {
    expect(demoSignInModeOf('')).toBe('off');
    expect(demoSignInModeOf('?signIn=yes')).toBe('off');
    expect(demoSignInModeOf('?signin=on')).toBe('off');
  });

  it("is on or required by the page's signIn parameter, as its links say", () => {
    for (const mode of ['off', 'on', 'required'] as const) {
      expect(demoSignInModeOf(new URL(DEMO_SIGN_IN_PAGES[mode], 'http://x').search)).toBe(mode);
    }
    expect(demoSignInModeOf('?theme=dark&signIn=required')).toBe('required');
  });
});
