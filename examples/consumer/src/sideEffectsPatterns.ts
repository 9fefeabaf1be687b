// Which files of a package a `sideEffects` entry names, as bundlers read it (webpack's rules):
// a pattern with no "/" matches a file name in any folder; any other is a path from the
// package's root, "./" optional; `*` stays within a folder, `**` crosses folders.

function patternToRegExp(pattern: string): RegExp {
  const path = pattern.replace(/^\.\//, '');
  const body = path
    .split(/(\*\*\/?|\*)/)
    .map((part) => {
      if (part === '**' || part === '**/') return '(?:.*/)?';
      if (part === '*') return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(path.includes('/') ? `^${body}$` : `(?:^|/)${body}$`);
}

/** The files (paths from the package root, no "./") that `pattern` names. */
export function filesNamedBy(pattern: string, files: readonly string[]): string[] {
  const regExp = patternToRegExp(pattern);
  return files.filter((file) => regExp.test(file));
}
