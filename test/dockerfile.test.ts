// The image the cluster templates run (Dockerfile): no container engine here, so the test holds
// what a build needs to the file: every path it copies exists, the build stage has every folder
// `npm run build` compiles and those they import from, and the image runs the command line.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/bin.js';

const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const stages = dockerfile.split(/^FROM /m).slice(1);
const copies = (stage: string) => [...stage.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) => m[1]!.split(/\s+/));

describe('the Dockerfile', () => {
  it('copies only what exists, and the build stage has every folder the build reads', () => {
    expect(stages).toHaveLength(2);
    for (const path of stages.flatMap(copies)) expect(existsSync(join(ROOT, path)), path).toBe(true);
    const build = copies(stages[0]!);
    const include = (JSON.parse(readFileSync(join(ROOT, 'tsconfig.build.json'), 'utf8')) as { include: string[] }).include;
    for (const folder of [...include, 'scripts']) expect(build, folder).toContain(folder);
    // Whatever the build compiles may import only from folders the stage has (bench/ imports test/).
    for (const folder of include) {
      for (const file of readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
        for (const m of readFileSync(join(ROOT, folder, file), 'utf8').matchAll(/from '((?:\.\.\/)+)([\w-]+)\//g)) {
          const depth = file.split('/').length;
          if (m[1]!.length / 3 === depth) expect(build, `${folder}/${file} imports ${m[2]}/`).toContain(m[2]);
        }
      }
    }
  });

  it('runs the command line from the built code, with the shipped configs and bots', () => {
    const runtime = stages[1]!;
    expect(runtime).toMatch(/^ENTRYPOINT \["node", "\/app\/bin\/catan-arena\.js"\]$/m);
    for (const path of ['bin', 'configs', 'bots']) expect(copies(runtime)).toContain(path);
    expect(runtime).toMatch(/^COPY --from=build \/app\/dist \.\/dist$/m);
    expect(runtime).toMatch(/^COPY --from=build \/app\/node_modules \.\/node_modules$/m);
  });
});
