// The memory guard's limit: what the main thread grows by (a long run's rows) never counts against
// the workers, and the workers' share never passes what the machine leaves.

import { describe, expect, it } from 'vitest';
import { MemoryGuard, memoryStopReason, WORKER_BASE_MB } from '../src/tournament/memory-guard.js';

const MB = 2 ** 20;
const GB = 1024 * MB;

function readings(resident: number, main: number) {
  const r = { resident, main };
  return { r, read: { resident: () => r.resident, mainThread: () => r.main } };
}

describe('the memory guard', () => {
  it('allows per worker twice its limit and the base, on top of what the process held at the start', () => {
    const { r, read } = readings(200 * MB, 50 * MB);
    const guard = new MemoryGuard(2, 128, read, 24 * GB);
    expect(guard.workersBytes).toBe(2 * (2 * 128 + WORKER_BASE_MB) * MB);
    r.resident = 200 * MB + guard.workersBytes;
    expect(guard.over()).toBeNull();
    r.resident += 1;
    expect(guard.over()).toEqual({ bytes: r.resident, cap: r.resident - 1 });
  });

  it("the main thread's growth raises the limit by as much: a long run is not a runaway bot", () => {
    const { r, read } = readings(200 * MB, 50 * MB);
    const guard = new MemoryGuard(1, 128, read, 24 * GB);
    r.main += 3 * GB;
    r.resident += 3 * GB + guard.workersBytes;
    expect(guard.over()).toBeNull();
    r.resident += MB;
    expect(guard.over()).not.toBeNull();
    // It shrinks back with the main thread, never below the start.
    r.main = 0;
    expect(guard.capBytes()).toBe(200 * MB + guard.workersBytes);
  });

  it('never lets the workers take more than 90% of the machine', () => {
    const { read } = readings(1 * GB, 0);
    const guard = new MemoryGuard(8, 4096, read, 16 * GB);
    expect(guard.capBytes()).toBeCloseTo(0.9 * 16 * GB, -3);
  });

  it('names what the run held and its limit', () => {
    expect(memoryStopReason({ bytes: 700 * MB, cap: 600 * MB }, 'it was loading')).toBe('memory: the run passed 700 MB (limit 600 MB) while it was loading');
  });
});
