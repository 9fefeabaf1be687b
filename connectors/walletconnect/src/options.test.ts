import { ConfigurationError, MESSAGES, ProjectIdNotConfiguredError } from '@portico/core';
import fc from 'fast-check';
import { walletConnect } from './index';
import { HOSTED_RELAY_URL, LOCAL_PROJECT_ID, resolveWalletConnectOptions } from './options';

const RUNS = { numRuns: 2_000 };
// Host names a URL parser accepts: a label beginning 'xn--' is punycode and must decode, so
// none is generated (seen: 'ws://xn--:1' is no URL at all).
const host = fc
  .stringMatching(/^[a-z][a-z0-9-]{0,10}(\.[a-z]{2,5})?$/)
  .filter((name) => !/(^|\.)xn--/.test(name));
const port = fc.integer({ min: 1, max: 65_535 });

describe('walletConnect() options, checked when it is called', () => {
  it('needs one of relayUrl and projectId', () => {
    expect(() => walletConnect({})).toThrow(ConfigurationError);
    expect(() => walletConnect({})).toThrow(MESSAGES.projectIdMissing('WalletConnect relay'));
  });

  it('a relayUrl alone: that relay and a local placeholder project id', () => {
    const resolved = resolveWalletConnectOptions({ relayUrl: 'ws://127.0.0.1:4001' });
    expect(resolved).toMatchObject({
      relayUrl: 'ws://127.0.0.1:4001',
      projectId: LOCAL_PROJECT_ID,
      verify: false,
      telemetry: false,
      storagePrefix: 'portico',
      logLevel: 'silent',
    });
  });

  it('a projectId alone: the hosted relay', () => {
    expect(resolveWalletConnectOptions({ projectId: 'abc' })).toMatchObject({
      relayUrl: HOSTED_RELAY_URL,
      projectId: 'abc',
    });
  });

  it('the hosted relay without a project id is "Project ID Not Configured"', () => {
    expect(() => walletConnect({ relayUrl: HOSTED_RELAY_URL })).toThrow(
      ProjectIdNotConfiguredError,
    );
  });

  it('accepts every wss:// URL, and ws:// on a loopback host', () => {
    const loopback = fc.constantFrom('localhost', '127.0.0.1', '127.3.2.1', '[::1]');
    const relay = fc.oneof(
      fc.tuple(fc.constantFrom('wss', 'WSS', 'Wss'), host),
      fc.tuple(fc.constantFrom('ws', 'WS', 'wss'), loopback),
    );
    fc.assert(
      fc.property(relay, port, ([scheme, name], p) => {
        const relayUrl = `${scheme}://${name}:${p}`;
        expect(resolveWalletConnectOptions({ relayUrl, projectId: 'p' }).relayUrl).toBe(relayUrl);
      }),
      RUNS,
    );
  });

  it.each([
    ['ws://evil.example'],
    ['ws://evil.example:443/'],
    ['WS://relay.example.com'],
    ['ws://127.0.0.1.evil.example'],
  ])(
    'refuses the plain relay %j on a host that is not loopback, with a clear error',
    (relayUrl) => {
      expect(() => walletConnect({ relayUrl, projectId: 'p' })).toThrow(
        new ConfigurationError(
          MESSAGES.walletConnectRelayUrlNotSecure(relayUrl),
          'WALLET_CONNECT_RELAY_URL_NOT_SECURE',
        ),
      );
    },
  );

  it('accepts ws://127.0.0.1:port (a local relay)', () => {
    expect(resolveWalletConnectOptions({ relayUrl: 'ws://127.0.0.1:4001' }).relayUrl).toBe(
      'ws://127.0.0.1:4001',
    );
  });

  it('refuses any other relay URL with a ConfigurationError naming it', () => {
    const other = fc.oneof(
      fc
        .tuple(fc.constantFrom('http', 'https', 'ftp', 'javascript', 'file', 'wsx'), host)
        .map(([scheme, name]) => `${scheme}://${name}`),
      fc.string().filter((value) => value !== '' && !/^wss?:/i.test(value)),
    );
    fc.assert(
      fc.property(other, (relayUrl) => {
        expect(() => resolveWalletConnectOptions({ relayUrl, projectId: 'p' })).toThrow(
          new ConfigurationError(
            MESSAGES.walletConnectRelayUrlInvalid(relayUrl),
            'WALLET_CONNECT_RELAY_URL',
          ),
        );
      }),
      RUNS,
    );
  });

  it('gives a plugin with the connector id every namespace shares', () => {
    expect(walletConnect({ relayUrl: 'ws://127.0.0.1:1' }).id).toBe('walletConnect');
  });
});
