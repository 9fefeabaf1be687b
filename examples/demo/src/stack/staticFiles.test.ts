import fc from 'fast-check';
import { join, sep } from 'node:path';
import { contentTypeOf, resolveStaticPath } from './staticFiles';

const ROOT = join(sep, 'srv', 'demo', 'dist');

describe('resolveStaticPath', () => {
  it('maps URL paths to files under the root', () => {
    expect(resolveStaticPath(ROOT, '/index.html')).toBe(join(ROOT, 'index.html'));
    expect(resolveStaticPath(ROOT, '/assets/a%20b.js')).toBe(join(ROOT, 'assets', 'a b.js'));
  });

  it('refuses paths that climb out, NUL bytes and broken percent-encoding', () => {
    expect(resolveStaticPath(ROOT, '/../secret')).toBeUndefined();
    expect(resolveStaticPath(ROOT, '/..%2f..%2fetc%2fpasswd')).toBeUndefined();
    expect(resolveStaticPath(ROOT, '/assets/%00.js')).toBeUndefined();
    expect(resolveStaticPath(ROOT, '/%E0%A4%A')).toBeUndefined();
  });

  it('never resolves outside the root (property)', () => {
    const segment = fc.oneof(fc.constantFrom('..', '.', '%2e%2e', '..%2f', '%2f', ''), fc.string());
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (segments) => {
        const file = resolveStaticPath(ROOT, `/${segments.join('/')}`);
        if (file !== undefined) expect(file.startsWith(ROOT + sep)).toBe(true);
      }),
    );
  });
});

describe('contentTypeOf', () => {
  it('names the types the built app uses, and octet-stream otherwise', () => {
    expect(contentTypeOf('/a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('/a/app-1x2.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('/a/app.CSS')).toBe('text/css; charset=utf-8');
    expect(contentTypeOf('/a/icon.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('/a/blob')).toBe('application/octet-stream');
  });
});
