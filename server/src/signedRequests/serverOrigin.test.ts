import { signedServerOrigin } from './serverOrigin';

describe('signedServerOrigin', () => {
  it('is the origin of publicUrl: no path, no trailing slash, default port dropped', () => {
    const at = (publicUrl: string) => signedServerOrigin({ publicUrl, host: '0.0.0.0', port: 1 });
    expect(at('https://api.example.com/portico/')).toBe('https://api.example.com');
    expect(at('https://API.Example.com:443')).toBe('https://api.example.com');
    expect(at('http://127.0.0.1:8787/api')).toBe('http://127.0.0.1:8787');
  });

  it('without publicUrl is http://<host>:<port> of the configuration', () => {
    expect(signedServerOrigin({ host: '127.0.0.1', port: 8787 })).toBe('http://127.0.0.1:8787');
    expect(signedServerOrigin({ host: '::1', port: 8787 })).toBe('http://[::1]:8787');
  });
});
