/** How the development wallet introduces itself (EIP-6963 info), apart from its code. */
export const DEMO_WALLET_NAME = 'Portico Demo Wallet';
export const DEMO_WALLET_RDNS = 'dev.portico.demo-wallet';
