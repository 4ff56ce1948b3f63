// CLI tests run the real binary, which runs the compiled dist/: build it once per test run so
// the binary never lags behind the sources, with the bundles npm run build makes (scripts/bundle.mjs).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

export default function setup(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { stdio: 'inherit' });
}
