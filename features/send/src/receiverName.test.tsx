/** @jest-environment jsdom */
import { defineNetwork } from '../../../core/src/networks/network';
import { startStandInService } from '../../../core/src/services/__fixtures__/standInService';
import { useNodeHttpFetch } from '../../../ui-react/src/views/__fixtures__/nodeHttpFetch';
import {
  byRole,
  dialog,
  findByText,
  waitFor,
} from '../../../ui-react/src/views/__fixtures__/modalDriver';
import { useModalFixture } from '../../../ui-react/src/views/__fixtures__/modalFixture';
import { SEND_LABELS as LABELS } from './labels';
import { buttonReads, fill, openSend, showAccount, submitByEnter } from './__fixtures__/sendDriver';

useNodeHttpFetch(); // jsdom has no fetch: a small one over node:http, to a real local server
const modal = useModalFixture();

/** Toychain's wallet on an eip155 network (names work on eip155 only, spec 9). */
const toyEthereum = defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Toy Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/toy-eth'] } },
});
const ALICE = '0x4838B106FCe9647Bdf1E7877BF73cE8B0BAD5f97';
const AVATAR = 'https://example.org/alice.png';

/** A stand-in name service on 127.0.0.1 that knows alice.reown.id. */
async function nameService() {
  const service = modal.closeAfter(await startStandInService());
  service.route('GET /v1/supported-chains', { json: { http: ['eip155:1'], ws: [] } });
  service.route('GET /v1/profile/account/alice.reown.id', {
    json: {
      name: 'alice.reown.id',
      addresses: { '60': { address: ALICE } },
      attributes: [{ avatar: AVATAR }],
    },
  });
  return service;
}

async function showOnEthereum(services?: { url: string }) {
  const made = await showAccount(modal, {
    chain: { namespace: 'eip155' },
    networks: [toyEthereum],
    ...(services && {
      options: { services: { walletCatalog: services.url, blockchainApi: services.url } },
    }),
  });
  await openSend(made.portico);
  return made;
}

describe('Send: a receiver by name', () => {
  it('resolves a name through the name service and shows its name and avatar', async () => {
    const service = await nameService();
    const { portico } = await showOnEthereum(service);
    await fill('0.000000000001', 'alice.reown.id');
    await buttonReads(LABELS.previewSend);
    expect(await findByText(LABELS.resolvedName('alice.reown.id'))).toBeTruthy();
    const avatar = dialog()!.querySelector<HTMLImageElement>('form img')!;
    expect(avatar.getAttribute('src')).toBe(AVATAR);
    expect(avatar.getAttribute('alt')).toBe(''); // the name is next to it
    expect(service.requestsTo('/v1/profile/account/alice.reown.id')).toHaveLength(1);

    await submitByEnter();
    await waitFor(() => portico.getState().view === 'WalletSendPreview', 'the preview');
    const to = [...dialog()!.querySelectorAll('dt')].find((t) => t.textContent === LABELS.to)!;
    expect(to.nextElementSibling!.textContent).toContain('alice.reown.id');
    expect(to.nextElementSibling!.textContent).toContain(ALICE);
    await waitFor(() => byRole('button', LABELS.confirm)?.hasAttribute('disabled') === false);
  });

  it("a name the service does not know: 'Invalid Address'", async () => {
    const service = await nameService();
    await showOnEthereum(service);
    await fill('0.000000000001', 'bob.reown.id');
    await buttonReads(LABELS.invalidAddress);
    expect(service.requestsTo('/v1/profile/account/bob.reown.id')).toHaveLength(1);
  });

  it("without services a name is not an address: 'Invalid Address', nothing asked", async () => {
    await showOnEthereum();
    await fill('0.000000000001', 'alice.reown.id');
    await buttonReads(LABELS.invalidAddress);
  });
});
