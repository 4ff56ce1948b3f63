import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Two test files at a time on the 2-core CI machine (the default is one less than the cores):
    // the suite's tests wait for events, not delays, so they hold under that load.
    maxWorkers: 2,
    // The test files of a worker share its modules: the engine and the rule sets are loaded once a
    // worker instead of once a file, and a module state one file leaves behind shows in the
    // others' results (the engine keeps none that a game may read).
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    reporters: ['default', './test/summary-reporter.ts'],
    testTimeout: 120_000,
    // The compiled dist/ (built by the global setup) is loaded by Node itself, not through vitest's
    // module runner, which runs the engine's hot loops three to four times slower: the test files
    // that play thousands of games import it from there.
    server: { deps: { external: [/\/dist\//] } },
    hookTimeout: 120_000,
  },
});
