// A connect-only app, as a consumer writes it: one network, the viem adapter, open the modal
// and connect to a wallet by id. The bundle benchmark builds it for the browser.
import { createPortico } from '@portico/core';
import { mainnet } from '@portico/core/networks';
import { viemAdapter } from '@portico/adapter-evm-viem';

const portico = createPortico({ networks: [mainnet], adapters: [viemAdapter()] });
await portico.open();
await portico.connect({ connectorId: 'io.metamask' });
