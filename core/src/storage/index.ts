export * from './storage';
export * from './recentWallets';
