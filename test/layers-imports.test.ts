// The layers that reach rule sets only through the registry: the map drawings and generators
// (src/maps) and the command bots' side of the runner (src/tournament/external) import nothing
// under src/rules but src/rules/registry.ts. Type-only imports of the two files that describe a
// rule set to everyone, src/rules/options.ts (the options' types) and src/rules/rule-set.ts (the
// module's shape), are allowed: they bring no rule set's code.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const LAYERS = ['src/maps', 'src/tournament/external'];
const THROUGH = 'src/rules/registry.ts';
const TYPES_ONLY = ['src/rules/options.ts', 'src/rules/rule-set.ts'];

/** Every module a file imports (static, re-exported or dynamic), as a path from the root, with whether only types come. */
function importsOf(file: string): Array<{ path: string; typeOnly: boolean }> {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found = [
    ...[...text.matchAll(/^(import|export)(\s+type)?[^'";]*?from\s+'([^']+)'/gms)].map((m) => ({ spec: m[3]!, typeOnly: m[2] !== undefined })),
    ...[...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => ({ spec: m[1]!, typeOnly: false })),
  ];
  return found
    .filter((x) => x.spec.startsWith('.'))
    .map((x) => ({ path: relative(ROOT, resolve(ROOT, dirname(file), x.spec)).replace(/\.js$/, '.ts'), typeOnly: x.typeOnly }));
}

function offenders(layer: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, layer), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
    const file = join(layer, name);
    for (const { path, typeOnly } of importsOf(file)) {
      if (!path.startsWith('src/rules/') || path === THROUGH || (typeOnly && TYPES_ONLY.includes(path))) continue;
      out.push(`${file}: ${path}${typeOnly ? ' (types)' : ''}`);
    }
  }
  return out;
}

describe('the layers that reach rule sets through the registry', () => {
  for (const layer of LAYERS) {
    it(`${layer} imports nothing under src/rules but ${THROUGH}`, () => {
      expect(offenders(layer)).toEqual([]);
    });
  }

  it('the check sees an import it must refuse', () => {
    // Guards the pattern above: a file of these layers that imported a rule set's internals would be caught.
    const probe = importsOf('src/rules/seafarers/drawing.ts');
    expect(probe.some((x) => x.path === 'src/rules/seafarers/map-data.ts' && !x.typeOnly)).toBe(true);
    expect(probe.some((x) => x.path === 'src/maps/drawing.ts' && x.typeOnly)).toBe(true);
  });
});
