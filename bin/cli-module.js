// Which build of the command line bin/catan-arena.js loads: the bundle the build makes
// (scripts/bundle.mjs), which starts sooner, unless the modules were compiled after it (a bare
// tsc), which it would lag.
import { statSync } from 'node:fs';

/** The URL of the command line's main module under `dist` (a URL of the dist/ folder, with its slash). */
export function cliModule(dist) {
  const mtime = (file) => {
    try {
      return statSync(new URL(file, dist)).mtimeMs;
    } catch {
      return -Infinity;
    }
  };
  const bundled = mtime('src/cli/bundle/main.js') >= mtime('src/cli/main.js');
  return new URL(bundled ? 'src/cli/bundle/main.js' : 'src/cli/main.js', dist);
}
