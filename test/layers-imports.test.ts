// The layers' imports. The built-in bots learn a game's rules from the kits of its rule sets
// (game.kits) and import nothing under src/rules; the map drawings and generators (src/maps) and
// the command bots' side of the runner (src/tournament/external) reach rule sets through
// src/rules/registry.ts alone, plus type-only imports of the two files that describe a rule set
// to everyone (src/rules/options.ts, src/rules/rule-set.ts), which bring no rule set's code. And
// only the command line imports the command line: reports, statistics and the runner compute, it
// prints.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const REGISTRY = 'src/rules/registry.ts';
const TYPES_ONLY = ['src/rules/options.ts', 'src/rules/rule-set.ts'];

/** Each layer and the files under src/rules it may import (a type-only import of TYPES_ONLY aside, where allowed). */
const LAYERS: ReadonlyArray<{ layer: string; through: readonly string[]; types: boolean }> = [
  { layer: 'src/bots', through: [], types: false },
  { layer: 'src/maps', through: [REGISTRY], types: true },
  { layer: 'src/tournament/external', through: [REGISTRY], types: true },
];

/** Every module `text` (the file `file`) imports: static, type-only, re-exported, side-effect or dynamic, as a path from the root. */
function importsIn(file: string, text: string): Array<{ path: string; typeOnly: boolean }> {
  const found = [
    ...[...text.matchAll(/^(import|export)(\s+type)?[^'";]*?from\s+'([^']+)'/gms)].map((m) => ({ spec: m[3]!, typeOnly: m[2] !== undefined })),
    ...[...text.matchAll(/^\s*import\s+'([^']+)'/gm)].map((m) => ({ spec: m[1]!, typeOnly: false })),
    ...[...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => ({ spec: m[1]!, typeOnly: false })),
  ];
  return found
    .filter((x) => x.spec.startsWith('.'))
    .map((x) => ({ path: relative(ROOT, resolve(ROOT, dirname(file), x.spec)).replace(/\.js$/, '.ts'), typeOnly: x.typeOnly }));
}

const importsOf = (file: string) => importsIn(file, readFileSync(join(ROOT, file), 'utf8'));

const filesUnder = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(folder, f));

function offenders(layer: string, through: readonly string[], types: boolean): string[] {
  const out: string[] = [];
  for (const file of filesUnder(layer)) {
    for (const { path, typeOnly } of importsOf(file)) {
      if (!path.startsWith('src/rules/') || through.includes(path) || (types && typeOnly && TYPES_ONLY.includes(path))) continue;
      out.push(`${file}: ${path}${typeOnly ? ' (types)' : ''}`);
    }
  }
  return out;
}

describe('the layers', () => {
  for (const { layer, through, types } of LAYERS) {
    it(`${layer} imports nothing under src/rules${through.length ? ` but ${through.join(', ')}` : ''}`, () => {
      expect(filesUnder(layer).length).toBeGreaterThan(5);
      expect(offenders(layer, through, types)).toEqual([]);
    });
  }

  it('the check sees every form of import', () => {
    const text = [
      "import { A } from '../../rules/seafarers/ids.js';",
      "import type { B } from '../../rules/base/supply.js';",
      "export { C } from '../../rules/catan-for-two/fields.js';",
      "const d = await import('../../rules/registry.js');",
      "import '../../rules/side-effect.js';",
      "import {\n  E,\n} from '../../engine/actions.js';",
    ].join('\n');
    expect(importsIn('src/bots/greedy/x.ts', text)).toEqual([
      { path: 'src/rules/seafarers/ids.ts', typeOnly: false },
      { path: 'src/rules/base/supply.ts', typeOnly: true },
      { path: 'src/rules/catan-for-two/fields.ts', typeOnly: false },
      { path: 'src/engine/actions.ts', typeOnly: false },
      { path: 'src/rules/side-effect.ts', typeOnly: false },
      { path: 'src/rules/registry.ts', typeOnly: false },
    ]);
  });

  it('only the command line imports the command line', () => {
    const out: string[] = [];
    for (const folder of readdirSync(join(ROOT, 'src'), { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'cli')) {
      for (const file of filesUnder(join('src', folder.name))) for (const { path } of importsOf(file)) if (path.startsWith('src/cli/')) out.push(`${file}: ${path}`);
    }
    expect(out).toEqual([]);
  });
});
