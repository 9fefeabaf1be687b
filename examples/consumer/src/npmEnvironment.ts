// The environment for an npm command run in the template app. Under `npm test`, npm passes its
// own settings down as npm_* variables (the workspace root among them); a child npm run in
// another folder must not inherit them, except where the cache and the registry are.
const KEPT = new Set([
  'npm_config_cache',
  'npm_config_registry',
  'npm_config_userconfig',
  'npm_config_globalconfig',
]);

export function npmEnvironment(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(base).filter(
      ([key]) => !key.toLowerCase().startsWith('npm_') || KEPT.has(key.toLowerCase()),
    ),
  );
}
