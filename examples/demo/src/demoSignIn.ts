/**
 * Sign-in on the demo (@portico/feature-siwx) is switched on by the page's address, so the
 * default page stays as it is: `/?signIn=on` asks a connected account to sign in (Cancel keeps
 * it connected), `/?signIn=required` does not let it use the page until it has (Cancel
 * disconnects). Sessions are verified and kept by the stack's Portico server.
 */
export type DemoSignInMode = 'off' | 'on' | 'required';

/** The page's `signIn` parameter; anything else is 'off'. */
export function demoSignInModeOf(search: string): DemoSignInMode {
  const value = new URLSearchParams(search).get('signIn');
  return value === 'on' || value === 'required' ? value : 'off';
}

/** The page address of each mode (the default page for 'off'). */
export const DEMO_SIGN_IN_PAGES: Readonly<Record<DemoSignInMode, string>> = Object.freeze({
  off: '/',
  on: '/?signIn=on',
  required: '/?signIn=required',
});
