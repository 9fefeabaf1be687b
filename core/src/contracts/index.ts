export * from './accountTypes';
export * from './adapter';
export * from './connector';
export * from './feature';
export * from './wallet';
export * from './sharedConnector';
export * from './namespaceSession';
export * from './siwx';
