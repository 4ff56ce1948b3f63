// Bundles the compiled worker (dist/src/tournament/worker.js) and everything it imports into one
// file beside it, worker.bundle.js, which the pool starts. Each worker thread then loads one file
// instead of some 240 modules (60 ms against 140 ms), and inside one module V8 reads another
// module's constants as its own, with no binding to look up and check on every use: 20,000 random
// games ran 4-5% faster with one worker or two (docs/performance.md).
//
// Modules that find a file beside themselves (`new URL('./x.js', import.meta.url)`) would look
// beside the bundle instead, so those references are rewritten relative to the bundle's folder.

import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = join(ROOT, 'dist', 'src', 'tournament', 'worker.js');
const OUT = join(ROOT, 'dist', 'src', 'tournament', 'worker.bundle.js');
const SIBLING = /new URL\((['"])(\.{1,2}\/[^'"]+)\1,\s*import\.meta\.url\)/g;

/** @type {import('esbuild').Plugin} */
const siblingsFromTheBundle = {
  name: 'siblings-from-the-bundle',
  setup(b) {
    b.onLoad({ filter: /[\\/]dist[\\/]src[\\/].*\.js$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const contents = text.replace(SIBLING, (_m, quote, rel) => {
        const target = relative(dirname(OUT), resolve(dirname(args.path), rel)).split(sep).join('/');
        return `new URL(${quote}${target.startsWith('.') ? target : `./${target}`}${quote}, import.meta.url)`;
      });
      return { contents, loader: 'js' };
    });
  },
};

export async function bundleWorker() {
  await build({
    entryPoints: [ENTRY],
    outfile: OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Native or loaded on demand by path: imported from node_modules as they are.
    external: ['esbuild', 'ses', 'piscina'],
    plugins: [siblingsFromTheBundle],
    logLevel: 'warning',
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await bundleWorker();
