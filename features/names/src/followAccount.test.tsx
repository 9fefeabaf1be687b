/** @jest-environment jsdom */
/**
 * The account's name on the account button from connect on, with no names view opened: core
 * loads the plugin once an account connects (`loadWhen: 'connected'`) and its setup looks the
 * account up. The name service is a stand-in on 127.0.0.1 that records what it is sent; the
 * wallet is core's toy on eip155.
 */
import { act } from 'react';
import { AccountButton } from '@portico/react';
import { defineNetwork } from '../../../core/src/networks/network';
import { createToyChain } from '../../../core/src/__fixtures__/toyChain';
import { createTestPortico, whenDiscovered } from '../../../core/src/__fixtures__/instance';
import { startStandInService } from '../../../core/src/services/__fixtures__/standInService';
import { connectToy } from '../../../ui-react/src/views/__fixtures__/connectedToy';
import { useNodeHttpFetch } from '../../../ui-react/src/views/__fixtures__/nodeHttpFetch';
import { waitFor } from '../../../ui-react/src/views/__fixtures__/modalDriver';
import { useModalFixture } from '../../../ui-react/src/views/__fixtures__/modalFixture';
import { names } from './index';

useNodeHttpFetch(); // jsdom has no fetch: a small one over node:http, to a real local server
const modal = useModalFixture();

const toyEthereum = defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Toy Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/toy-eth'] } },
});

async function page() {
  const service = modal.closeAfter(await startStandInService());
  service.route('GET /v1/supported-chains', { json: { http: ['eip155:1'], ws: [] } });
  const toy = createToyChain({ namespace: 'eip155' });
  service.route(`GET /v1/profile/reverse/${toy.wallet.address}`, {
    json: [{ name: 'alice.reown.id', addresses: {}, attributes: [] }],
  });
  const load = jest.fn(names.load);
  const portico = createTestPortico({
    adapters: [toy.plugin],
    networks: [toyEthereum],
    plugins: [{ ...names, load }],
    features: { names: true },
    services: { walletCatalog: service.url, blockchainApi: service.url },
  });
  await whenDiscovered(portico);
  await modal.render(portico, <AccountButton balance="hide" />);
  const reverse = () => service.requestsTo(`/v1/profile/reverse/${toy.wallet.address}`);
  return { portico, toy, load, reverse };
}

const buttonText = () => document.querySelector('.portico-button__address')?.textContent;

describe('the account name from connect on', () => {
  it('shows on the account button after connect, with no names view opened', async () => {
    const { portico, load, reverse } = await page();
    expect(load).not.toHaveBeenCalled(); // not at page load
    await connectToy(portico);
    await waitFor(() => buttonText() === 'alice.reown.id', 'the name on the account button');
    expect(portico.getState().view).not.toBe('RegisterAccountName');
    expect(load).toHaveBeenCalledTimes(1);
    expect(reverse()).toHaveLength(1);
  });

  it("connecting again within 5 minutes asks the service nothing more (core's name cache)", async () => {
    const { portico, reverse } = await page();
    await connectToy(portico);
    await waitFor(() => buttonText() === 'alice.reown.id', 'the name on the account button');
    await act(() => portico.disconnect());
    await waitFor(() => buttonText() !== 'alice.reown.id', 'the name gone with the account');
    await connectToy(portico);
    await waitFor(() => buttonText() === 'alice.reown.id', 'the name again');
    expect(reverse()).toHaveLength(1);
  });
});
