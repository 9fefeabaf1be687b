export * from './platform';
export * from './socialProviders';
