import assert from 'node:assert/strict';
import type { ConnectorInfo } from '@portico/core';
import { announceEip6963Provider, EIP6963_REQUEST_EVENT } from '../../evm/eip6963';
import { createTestWallet } from '../../evm/testWallet';
import type { IntegrationCase } from '../integrationCase';
import type { WalletSession } from '../walletSession';
import { waitFor } from '../waitFor';

/** Time for late duplicates to arrive after discovery (announcements are synchronous). */
const SETTLE_MS = 50;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

const withRdns = (page: WalletSession, rdns: string): ConnectorInfo[] =>
  page.portico.getConnectors('eip155').filter((connector) => connector.rdns === rdns);

/** Icons a wallet may announce that are not a data URI of an image type. */
const BAD_ICONS = [
  'https://wallet.invalid/icon.png',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'javascript:alert(1)',
] as const;

export const DISCOVERY_CASES: readonly IntegrationCase[] = [
  {
    name: 'lists a wallet that announces itself twice, and again on every request, as one connector',
    async run({ open }) {
      const page = open();
      await page.connectorId();
      page.wallet.announceEip6963(page.window); // a second content script, same info
      page.window.dispatchEvent(new Event(EIP6963_REQUEST_EVENT)); // both answer again
      await settle();
      assert.equal(withRdns(page, page.wallet.info.rdns).length, 1);
    },
  },
  {
    name: 'keeps one connector when a wallet announces again with a new uuid and the same rdns',
    async run({ open }) {
      const page = open();
      await page.connectorId();
      announceEip6963Provider(
        {
          info: { ...page.wallet.info, uuid: globalThis.crypto.randomUUID() },
          provider: page.wallet.provider,
        },
        page.window,
      );
      await settle();
      assert.equal(withRdns(page, page.wallet.info.rdns).length, 1);
    },
  },
  {
    name: 'adds no INJECTED connector for a window.ethereum that is the announced wallet itself',
    async run({ open }) {
      const page = open({ injectAsWindowEthereum: true });
      await page.connectorId();
      await settle();
      const connectors = page.portico.getConnectors('eip155');
      assert.deepEqual(
        connectors.map((connector) => connector.type),
        ['ANNOUNCED'],
      );
    },
  },
  {
    name: 'offers a legacy window.ethereum wallet that announces nothing as an INJECTED connector, and connects through it',
    async run({ open }) {
      const page = open({ announce: false, injectAsWindowEthereum: true });
      const injected = () =>
        page.portico.getConnectors('eip155').find((connector) => connector.type === 'INJECTED');
      await waitFor(() => injected() !== undefined, 2_000, 'the INJECTED connector');
      await page.portico.connect({ connectorId: injected()!.id, namespace: 'eip155' });
      const [walletAddress] = page.wallet.control.state.accounts;
      assert.equal(
        page.portico.getAccount('eip155')?.address?.toLowerCase(),
        walletAddress!.toLowerCase(),
      );
    },
  },
  {
    name: 'drops an announced icon that is not a data URI of an image type, and keeps the wallet and a good icon',
    async run({ open, chains }) {
      const page = open();
      const badWallets = BAD_ICONS.map((icon, index) => {
        const wallet = createTestWallet({ chains: chains.walletChains });
        const info = { ...wallet.info, rdns: `dev.portico.badicon${index}`, icon };
        // Bad on purpose: EIP-6963's type allows only image data URIs.
        const untyped = info as unknown as typeof wallet.info;
        announceEip6963Provider({ info: untyped, provider: wallet.provider }, page.window);
        return info;
      });
      await page.connectorId();
      await waitFor(
        () => badWallets.every((info) => withRdns(page, info.rdns).length === 1),
        2_000,
        'the wallets with bad icons',
      );
      assert.equal(withRdns(page, page.wallet.info.rdns)[0]?.imageUrl, page.wallet.info.icon);
      for (const info of badWallets) {
        assert.equal(withRdns(page, info.rdns)[0]?.imageUrl, undefined, `icon ${info.icon}`);
      }
    },
  },
];
