import {
  sharedConnectorToken,
  WALLET_CONNECT_CONNECTOR_ID,
  type Portico,
  type SharedConnector,
} from '@portico/core';

/**
 * Tells the app's WalletConnect connector (when it has one) that the visitor is about to use
 * it: its code and relay connection start loading while the view's own code loads, so the QR
 * code shows sooner. Called when a row that leads to WalletConnect is pressed or clicked;
 * asks no wallet anything.
 */
export function prepareWalletConnect(portico: Portico): void {
  let shared: SharedConnector | undefined;
  try {
    shared = portico.resolve(sharedConnectorToken(WALLET_CONNECT_CONNECTOR_ID));
  } catch {
    return; // no WalletConnect connector in this app
  }
  shared.prepare?.();
}
