export * from './pairingExpiry';
export * from './emailCooldown';
export * from './pendingTransactions';
