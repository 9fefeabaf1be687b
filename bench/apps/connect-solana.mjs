// A connect-only Solana app, as a consumer writes it: one network, the Solana adapter, open the
// modal and connect to a Wallet Standard wallet by id. The bundle benchmark builds it for the
// browser.
import { createPortico } from '@portico/core';
import { solana } from '@portico/core/networks';
import { solanaAdapter } from '@portico/adapter-solana';

const portico = createPortico({ networks: [solana], adapters: [solanaAdapter()] });
await portico.open();
await portico.connect({ connectorId: 'wallet-standard:Phantom', namespace: 'solana' });
