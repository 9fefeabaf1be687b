// A connect-only Polkadot app, as a consumer writes it: one network, the Polkadot adapter, open
// the modal and connect to an injected extension (window.injectedWeb3) by id. The bundle
// benchmark builds it for the browser.
import { createPortico } from '@portico/core';
import { polkadot } from '@portico/core/networks';
import { polkadotAdapter } from '@portico/adapter-polkadot';

const portico = createPortico({ networks: [polkadot], adapters: [polkadotAdapter()] });
await portico.open();
await portico.connect({ connectorId: 'polkadot-injected:polkadot-js', namespace: 'polkadot' });
