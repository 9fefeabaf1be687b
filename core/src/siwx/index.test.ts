// The subpath export as its users import it (the solana adapter, @portico/siwx-server).
import * as siwx from '@portico/core/siwx';

it('@portico/core/siwx exports the Sign-In With Solana format and parse', () => {
  expect(Object.keys(siwx).sort()).toEqual([
    'SiwxMessageError',
    'formatSolanaSignInMessage',
    'parseSolanaSignInMessage',
    'solanaChainIdFromText',
    'solanaChainIdText',
  ]);
});
