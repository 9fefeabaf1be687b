import type { ConnectMethod } from '../features/defaultFeatures';

const DEFAULT_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet'];
const WALLET_FIRST_ORDER: readonly ConnectMethod[] = ['wallet', 'email', 'social'];

export interface ConnectMethodsInput {
  /** An injected or announced wallet is usable on this page. */
  readonly hasUsableWallet: boolean;
  readonly emailEnabled: boolean;
  readonly socialsEnabled: boolean;
  /** The app's own order, when it sets one. */
  readonly override?: readonly ConnectMethod[];
}

/**
 * Connect-method order (spec section 2): email, social, wallet; wallet, email, social when an
 * injected or announced wallet is usable. Methods that are switched off are left out.
 */
export function connectMethodsOrder(input: ConnectMethodsInput): ConnectMethod[] {
  const order = input.override ?? (input.hasUsableWallet ? WALLET_FIRST_ORDER : DEFAULT_ORDER);
  return order.filter(
    (method) =>
      (method !== 'email' || input.emailEnabled) && (method !== 'social' || input.socialsEnabled),
  );
}
