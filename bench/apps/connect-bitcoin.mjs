// A connect-only Bitcoin app, as a consumer writes it: one network, the Bitcoin adapter, open the
// modal and connect to a Wallet Standard wallet by id. The bundle benchmark builds it for the
// browser.
import { createPortico } from '@portico/core';
import { bitcoin } from '@portico/core/networks';
import { bitcoinAdapter } from '@portico/adapter-bitcoin';

const portico = createPortico({ networks: [bitcoin], adapters: [bitcoinAdapter()] });
await portico.open();
await portico.connect({ connectorId: 'wallet-standard:Xverse', namespace: 'bip122' });
