import { assertProjectIdFor, isHostedService } from './projectId';

describe('project id', () => {
  it("'Project ID Not Configured' where a hosted service that needs one is used without it", () => {
    expect(() =>
      assertProjectIdFor('wallet catalogue', 'https://api.web3modal.org/getWallets', undefined),
    ).toThrow('Project ID Not Configured');
    expect(() => assertProjectIdFor('chain RPC', 'https://rpc.walletconnect.org/v1/', '')).toThrow(
      'Project ID Not Configured',
    );
  });

  it('no project id is needed for a hosted service when one is given, or for any other server', () => {
    expect(() =>
      assertProjectIdFor('wallet catalogue', 'https://api.web3modal.org', 'abc123'),
    ).not.toThrow();
    expect(() =>
      assertProjectIdFor('wallet catalogue', 'http://127.0.0.1:8787', undefined),
    ).not.toThrow();
    expect(() => assertProjectIdFor('wallet catalogue', 'not a url', undefined)).not.toThrow();
  });

  it('recognises hosted services by host name only', () => {
    expect(isHostedService('https://api.web3modal.org/x')).toBe(true);
    expect(isHostedService('https://api.web3modal.org.evil.example/x')).toBe(false);
    expect(isHostedService('http://localhost:3000/?u=api.web3modal.org')).toBe(false);
  });
});
