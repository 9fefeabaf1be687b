// The TypeScript code blocks of a README, for the consumer check to compile them in an app.
// A block is a fenced ```ts or ```tsx block at the start of a line. A block whose first line is a
// comment starting with `// fragment` (`// fragment: continues the example above`) is a piece of
// a larger program, not one on its own: it is kept out of the compile.

export const FRAGMENT_MARKER = '// fragment';

export interface ReadmeSnippet {
  language: 'ts' | 'tsx';
  /** 1-based line of the block's first code line in the README. */
  line: number;
  code: string;
  fragment: boolean;
}

const OPENING_FENCE = /^```(ts|tsx)\s*$/;
const CLOSING_FENCE = /^```\s*$/;
const ANY_OPENING_FENCE = /^```/;

export function readmeSnippets(markdown: string): ReadmeSnippet[] {
  const lines = markdown.split(/\r?\n/);
  const snippets: ReadmeSnippet[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (!ANY_OPENING_FENCE.test(line)) {
      index += 1;
      continue;
    }
    const opening = OPENING_FENCE.exec(line);
    const start = index + 1;
    let end = start;
    while (end < lines.length && !CLOSING_FENCE.test(lines[end]!)) end += 1;
    if (opening) {
      const body = lines.slice(start, end);
      snippets.push({
        language: opening[1] as 'ts' | 'tsx',
        line: start + 1,
        code: `${body.join('\n')}\n`,
        fragment: (body[0] ?? '').trimStart().startsWith(FRAGMENT_MARKER),
      });
    }
    index = end + 1;
  }
  return snippets;
}
