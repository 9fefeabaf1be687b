// The connect-only viem app with Solana added: what the Solana adapter adds to an EVM app.
import { createPortico } from '@portico/core';
import { mainnet, solana } from '@portico/core/networks';
import { viemAdapter } from '@portico/adapter-evm-viem';
import { solanaAdapter } from '@portico/adapter-solana';

const portico = createPortico({
  networks: [mainnet, solana],
  adapters: [viemAdapter(), solanaAdapter()],
});
await portico.open();
await portico.connect({ connectorId: 'io.metamask' });
