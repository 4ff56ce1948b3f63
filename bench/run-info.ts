// What every benchmark's JSON starts with: which version ran, when, and on what machine (the
// load average too: these figures move with other jobs on a shared machine).

import os from 'node:os';
import { packageVersion } from '../src/cli/version.js';

export function runInfo() {
  return {
    version: packageVersion(),
    date: new Date().toISOString(),
    node: process.version,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    loadAverage: os.loadavg()[0],
  };
}
