import { isAllowedPolkadotMethod } from './polkadotRpcMethods';

describe("the demo Polkadot chain's method allow-list", () => {
  it.each([
    'chain_getBlockHash',
    'state_getMetadata',
    'state_getRuntimeVersion',
    'system_properties',
    'system_health',
    'state_queryStorageAt',
    'state_subscribeStorage',
    'state_unsubscribeStorage',
    'state_call',
    'author_submitAndWatchExtrinsic',
    'author_unwatchExtrinsic',
  ])('lets %s through (what @polkadot/api uses to connect, read, estimate and send)', (method) => {
    expect(isAllowedPolkadotMethod(method)).toBe(true);
  });

  it.each([
    // chopsticks' own: any storage (a balance), blocks, time.
    'dev_setStorage',
    'dev_newBlock',
    'dev_setHead',
    'dev_timeTravel',
    'dev_setBlockBuildMode',
    'dev_dryRun',
    // Not used by the demo.
    'author_submitExtrinsic',
    'author_pendingExtrinsics',
    'system_dryRun',
    'state_getKeysPaged',
    'chainHead_v1_follow',
    'system_localPeerId',
    // Near misses.
    'State_call',
    'state_call ',
    '',
    'constructor',
    '__proto__',
  ])('refuses %j', (method) => {
    expect(isAllowedPolkadotMethod(method)).toBe(false);
  });
});
