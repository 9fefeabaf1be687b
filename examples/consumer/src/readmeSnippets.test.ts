import fc from 'fast-check';
import { FRAGMENT_MARKER, readmeSnippets } from './readmeSnippets';

describe('readmeSnippets', () => {
  it('finds ts and tsx blocks with their README line, and skips other languages', () => {
    const markdown = [
      '# title', // 1
      '```sh', // 2
      'npm test', // 3
      '```', // 4
      '```ts', // 5
      'const a = 1;', // 6
      '```', // 7
      '```tsx', // 8
      `${FRAGMENT_MARKER}: continues the example above`, // 9
      '<App />', // 10
      '```', // 11
    ].join('\n');
    expect(readmeSnippets(markdown)).toEqual([
      { language: 'ts', line: 6, code: 'const a = 1;\n', fragment: false },
      {
        language: 'tsx',
        line: 9,
        code: `${FRAGMENT_MARKER}: continues the example above\n<App />\n`,
        fragment: true,
      },
    ]);
  });

  it('does not read a ts fence inside another block as a block of its own', () => {
    const markdown = ['```md', '```ts', 'not code', '```', '```ts', 'code', '```'].join('\n');
    // The md block ends at the first closing fence; the ts block after it is real.
    expect(readmeSnippets(markdown).map((snippet) => snippet.code)).toEqual(['code\n']);
  });

  it('returns every block it is given, whatever the code, in order', () => {
    const codeLine = fc.stringMatching(/^[a-z0-9 ;=()]{0,20}$/);
    fc.assert(
      fc.property(fc.array(fc.array(codeLine, { maxLength: 4 }), { maxLength: 5 }), (blocks) => {
        const markdown = blocks.map((body) => ['```ts', ...body, '```'].join('\n')).join('\n\n');
        const found = readmeSnippets(markdown);
        expect(found.map((snippet) => snippet.code)).toEqual(
          blocks.map((body) => `${[...body].join('\n')}\n`),
        );
        expect(found.every((snippet) => !snippet.fragment)).toBe(true);
      }),
    );
  });
});
