/**
 * Several sides of the demo wallet connected at once, for the browser tests: a namespace's
 * status in the page's Portico, connecting another side from the account view, and waiting
 * until a set of namespaces is connected (after a reload, say).
 */
import { eventually } from '@portico/testing/chromium';
import { DEMO_WALLET_NAME, LABELS, type DemoPage } from './demoPage';

/** A namespace's status in the demo's page-side Portico (what a visitor cannot see at a glance). */
export const statusOf = (ui: DemoPage, namespace: string) =>
  ui.page.evaluate((ns) => window.porticoDemo?.getAccount(ns)?.status, namespace);

/**
 * From the account view of the account shown (`shown`), connects the demo wallet's `side`
 * ('EVM', 'Solana', 'Bitcoin', 'Polkadot'): "Connect <side>", the demo wallet's row. Resolves
 * with the new account's address (`address`, or read by it once connected) when it is shown.
 */
export async function connectSideFromAccount(
  ui: DemoPage,
  shown: string,
  side: string,
  address: string | (() => Promise<string>),
): Promise<string> {
  const account = await ui.openAccount(shown);
  await account.getByRole('button', { name: LABELS.connectChain(side) }).click();
  await ui.walletRow(DEMO_WALLET_NAME).click();
  const connected = typeof address === 'string' ? address : await address();
  await ui.accountButton(connected).waitFor();
  return connected;
}

/** Waits until every one of `namespaces` is connected. */
export async function expectConnected(ui: DemoPage, namespaces: readonly string[]): Promise<void> {
  for (const namespace of namespaces) {
    await eventually(async () =>
      expect([namespace, await statusOf(ui, namespace)]).toEqual([namespace, 'connected']),
    );
  }
}
