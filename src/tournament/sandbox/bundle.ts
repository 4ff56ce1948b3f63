// Turns a bot module and its own imports into one CommonJS script (esbuild), in the main thread and
// without running any of it: the code that runs later, sandboxed in the workers, is exactly this
// text, and its hash is the bot's identity. A bot may import its own files, npm packages it ships,
// and 'catan-arena'; never Node's modules (no file system, processes, network or clock of its own).

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Message, type Plugin } from 'esbuild';

export class BundleError extends Error {}

export interface BotBundle {
  code: string;
  /**
   * sha256 of `code`, hex: the bot as it will run, its own imports included. For a bot, the one
   * part of the code that depends on where it lies rather than what it is is written as from its
   * folder: esbuild heads each bundled file with a comment holding its path relative to the
   * working directory (`// ../bots/mine.js`), hashed as `// ./mine.js`, so a copy elsewhere hashes
   * the same.
   */
  hash: string;
}

const NODE_MODULES = new RegExp(`^(node:.*|${builtinModules.map((m) => m.replace(/[/]/g, '\\/')).join('|')})$`);

/** Node's modules are refused in a bot (an error naming the import), stubbed in the library. */
function nodeModules(refuse: boolean): Plugin {
  return {
    name: 'node-modules',
    setup(b) {
      b.onResolve({ filter: NODE_MODULES }, (args) =>
        refuse
          ? { errors: [{ text: `"${args.path}" is not available to bots: a bot runs sandboxed and may import only its own files, packages, and 'catan-arena'` }] }
          : { path: args.path, namespace: 'node-stub' },
      );
      // The library's file helpers (reading map files) exist but fail if a bot calls them.
      b.onLoad({ filter: /.*/, namespace: 'node-stub' }, (args) => ({
        contents: `module.exports = new Proxy({}, { get: (_, key) => key === '__esModule' ? false : () => { throw new Error(${JSON.stringify(`a bot has no access to ${args.path}`)}); } });`,
        loader: 'js',
      }));
    },
  };
}

function firstError(errors: readonly Message[]): string {
  const e = errors[0];
  if (!e) return 'unknown error';
  const where = e.location ? `${e.location.file}:${e.location.line}:${e.location.column}: ` : '';
  return `${where}${e.text}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`;
}

async function bundle(entry: string, external: string[], refuseNode: boolean): Promise<string> {
  let code: string;
  try {
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'cjs',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      target: 'es2022',
      external,
      write: false,
      logLevel: 'silent',
      plugins: [nodeModules(refuseNode)],
    });
    code = out.outputFiles[0]!.text;
  } catch (err) {
    const errors = (err as { errors?: Message[] }).errors;
    throw new BundleError(errors ? firstError(errors) : (err as Error).message);
  }
  return code;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The library's entry: compiled (dist) or run from source (tests), whichever sits next to this module. */
function libraryEntry(): string {
  const js = fileURLToPath(new URL('./library.js', import.meta.url));
  return existsSync(js) ? js : fileURLToPath(new URL('./library.ts', import.meta.url));
}

/**
 * Names the bot imports from 'catan-arena' that the library does not export. In the bundle the
 * library stays external, where a missing name is only `undefined` when first used, in every game:
 * bundled against the library's source instead, esbuild names it.
 */
async function checkLibraryImports(entry: string): Promise<void> {
  const library = libraryEntry();
  const toLibrary: Plugin = {
    name: 'catan-arena',
    setup(b) {
      b.onResolve({ filter: /^catan-arena$/ }, () => ({ path: library }));
    },
  };
  try {
    await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'neutral', mainFields: ['module', 'main'], target: 'es2022', write: false, logLevel: 'silent', plugins: [toLibrary, nodeModules(false)] });
  } catch (err) {
    const missing = ((err as { errors?: Message[] }).errors ?? []).flatMap((e) => {
      const m = /^No matching export in "[^"]*" for import "([^"]+)"$/.exec(e.text);
      return m && e.location ? [{ name: m[1]!, where: `${e.location.file}:${e.location.line}:${e.location.column}` }] : [];
    });
    if (missing.length > 0) {
      const names = missing.map((m) => `"${m.name}" (${m.where})`).join(', ');
      throw new BundleError(`imports ${names} from 'catan-arena', which exports no such name (the names it exports: docs/bot-api.md)`);
    }
  }
}

/** A bot module as it will run in the sandbox. */
export async function bundleBot(path: string): Promise<BotBundle> {
  const code = await bundle(path, ['catan-arena'], true);
  await checkLibraryImports(path);
  const folder = relative(process.cwd(), dirname(path)).split(sep).join('/');
  const escaped = (folder === '' ? '' : `${folder}/`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { code, hash: sha256(code.replace(new RegExp(`^// ${escaped}`, 'gm'), '// ./')) };
}

let library: Promise<string> | null = null;

/** The code of the 'catan-arena' each sandboxed seat evaluates for itself (built once per process). */
export function libraryBundle(): Promise<string> {
  return (library ??= bundle(libraryEntry(), [], false));
}
