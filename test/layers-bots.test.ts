// The bots' layer: the built-in bots learn a game's rules from the kits of its rule sets
// (game.kits, src/engine/bot-kit.ts) and import no rule set, so a new rule set teaches them by its
// own folder alone.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..', 'src');
const BOTS = join(SRC, 'bots');
const RULES = join(SRC, 'rules');

/** The module specifiers of a file's imports and re-exports, type-only and dynamic ones included. */
function specifiers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm)) out.push(m[1]!);
  return out;
}

/** The specifiers of `file` (a path under src) that lead into src/rules. */
function rulesImports(file: string, text: string): string[] {
  return specifiers(text).filter((spec) => spec.startsWith('.') && !relative(RULES, resolve(dirname(file), spec)).startsWith('..'));
}

describe('the bots layer', () => {
  it('the check sees every form of import into src/rules, and nothing else', () => {
    const file = join(BOTS, 'greedy', 'x.ts');
    const text = [
      "import { A } from '../../rules/seafarers/ids.js';",
      "import type { B } from '../../rules/base/supply.js';",
      "export { C } from '../../rules/catan-for-two/fields.js';",
      "const d = await import('../../rules/registry.js');",
      "import '../../rules/side-effect.js';",
      "import { E } from '../../engine/actions.js';",
      "import { F } from '../features.js';",
    ].join('\n');
    expect(rulesImports(file, text)).toEqual([
      '../../rules/seafarers/ids.js',
      '../../rules/base/supply.js',
      '../../rules/catan-for-two/fields.js',
      '../../rules/registry.js',
      '../../rules/side-effect.js',
    ]);
  });

  it('no file under src/bots imports from src/rules', () => {
    const files = readdirSync(BOTS, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(20);
    const offenders: string[] = [];
    for (const f of files) {
      const path = join(BOTS, f);
      for (const spec of rulesImports(path, readFileSync(path, 'utf8'))) offenders.push(`src/bots/${f}: ${spec}`);
    }
    expect(offenders).toEqual([]);
  });
});
