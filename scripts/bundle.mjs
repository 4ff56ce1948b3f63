// Bundles what the build compiled into dist/ (esbuild), so that a thread loads a few files instead of
// some 240 modules:
// - the pool's worker (dist/src/tournament/worker.js and everything it imports) into one file
//   beside it, worker.bundle.js: 60 ms to load instead of 140, and inside one module V8 reads
//   another module's constants as its own, with no binding to look up and check on every use:
//   20,000 random games ran 4-5% faster with one worker or two (docs/performance.md);
// - the command line (dist/src/cli/main.js) into dist/src/cli/bundle/, split at its commands' dynamic
//   imports so that a command loads only its own code: a short run starts some 120 ms sooner
//   (docs/performance.md).
//
// Modules that find a file beside themselves (`new URL('./x.js', import.meta.url)`) would look
// beside the bundle instead, so those references are rewritten relative to the bundle's folder.

import { readFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist', 'src');
const SIBLING = /new URL\((['"])(\.{1,2}\/[^'"]+)\1,\s*import\.meta\.url\)/g;
// Native, loaded on demand by path, or only for tests: imported from node_modules as they are.
const EXTERNAL = ['esbuild', 'ses', 'piscina', 'playwright-core'];

/** @returns {import('esbuild').Plugin} rewrites sibling references to hold from `outDir`. */
function siblingsFrom(outDir) {
  return {
    name: 'siblings-from-the-bundle',
    setup(b) {
      b.onLoad({ filter: /[\\/]dist[\\/]src[\\/].*\.js$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const contents = text.replace(SIBLING, (_m, quote, rel) => {
          const target = relative(outDir, resolve(dirname(args.path), rel)).split(sep).join('/');
          return `new URL(${quote}${target.startsWith('.') ? target : `./${target}`}${quote}, import.meta.url)`;
        });
        return { contents, loader: 'js' };
      });
    },
  };
}

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  // Writes each module-level constant of a primitive value (PHASE, ARG_BITS, A_ROLL...) in place
  // where it is read: in a bundle V8 would otherwise load it from the module's context and check
  // its type at every use, in every hot loop. Names are kept, so stack traces read as the source.
  minifySyntax: true,
  logLevel: 'warning',
};

export async function bundleWorker() {
  const out = join(DIST, 'tournament', 'worker.bundle.js');
  await build({ ...common, entryPoints: [join(DIST, 'tournament', 'worker.js')], outfile: out, plugins: [siblingsFrom(dirname(out))] });
}

export async function bundleCli() {
  const outDir = join(DIST, 'cli', 'bundle');
  // Chunks are named by their content: the last build's must not pile up.
  rmSync(outDir, { recursive: true, force: true });
  await build({
    ...common,
    entryPoints: [join(DIST, 'cli', 'main.js')],
    outdir: outDir,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    plugins: [siblingsFrom(outDir)],
    // The command line's CommonJS packages (commander, cli-table3) still call require for Node's own modules.
    banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await Promise.all([bundleWorker(), bundleCli()]);
}
