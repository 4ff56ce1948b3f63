// The last line against a bot that allocates outside the JavaScript heap within a single call:
// the sandbox checks what a bot holds when each call returns, which a call that never returns
// escapes until the machine runs out. The watchdog reads the process's resident memory on every
// tick against what its threads may hold: the main thread as it is (what it holds changes as the
// run goes), and per worker its heap limit, as much again outside the heap, and room for the
// engine's own code and tables.

import { totalmem } from 'node:os';
import { getHeapStatistics } from 'node:v8';

const MB = 2 ** 20;
/** A worker's own memory besides its bots': code, stacks, the engine's tables. */
export const WORKER_BASE_MB = 256;

/** What the guard reads: the process's resident bytes, and the main thread's own (heap and outside). */
export interface MemoryReadings {
  resident(): number;
  mainThread(): number;
}

const PROCESS: MemoryReadings = {
  resident: () => process.memoryUsage.rss(),
  mainThread: () => {
    const h = getHeapStatistics();
    return h.total_physical_size + h.external_memory;
  },
};

export class MemoryGuard {
  /** What the workers may hold together, bytes. */
  readonly workersBytes: number;
  private readonly startResident: number;
  private readonly startMain: number;

  /** Made as the pool starts, on the main thread. */
  constructor(
    threads: number,
    memoryMb: number,
    private readonly read: MemoryReadings = PROCESS,
    machineBytes = totalmem(),
  ) {
    this.startResident = read.resident();
    this.startMain = read.mainThread();
    // Never more than the machine leaves: past that the system, not the guard, would stop the run.
    this.workersBytes = Math.min(threads * (2 * memoryMb + WORKER_BASE_MB) * MB, 0.9 * machineBytes - this.startResident);
  }

  /** The limit now: the start, what the main thread has grown by since, and the workers' share. */
  capBytes(): number {
    return this.startResident + Math.max(0, this.read.mainThread() - this.startMain) + this.workersBytes;
  }

  /** The resident bytes and the limit when they pass it; else null. */
  over(): { bytes: number; cap: number } | null {
    const bytes = this.read.resident();
    const cap = this.capBytes();
    return bytes > cap ? { bytes, cap } : null;
  }
}

/** The reason a worker was stopped, `during` what. */
export function memoryStopReason(over: { bytes: number; cap: number }, during: string): string {
  return `memory: the run passed ${Math.round(over.bytes / MB)} MB (limit ${Math.round(over.cap / MB)} MB) while ${during}`;
}
