// A connect-only app, as a consumer writes it: one network, the ethers adapter, open the
// modal and connect to a wallet by id. The bundle benchmark builds it for the browser.
import { createPortico } from '@portico/core';
import { mainnet } from '@portico/core/networks';
import { ethersAdapter } from '@portico/adapter-evm-ethers';

const portico = createPortico({ networks: [mainnet], adapters: [ethersAdapter()] });
await portico.open();
await portico.connect({ connectorId: 'io.metamask' });
