// Child process ids shared by every thread of a run, so the main thread can kill the bots that a
// worker left behind: a worker stopped by the watchdog or torn down at the end of the run runs no
// clean-up of its own. Slots hold a pid, 0 when free. Each bot leads a process group of its own
// (io-thread.ts), and the whole group is killed, so the processes a bot starts go with it.

/** Enough for every bot process of a large run: line-up entries times workers, with room to spare. */
const SLOTS = 4096;

export function createChildRegistry(): SharedArrayBuffer {
  return new SharedArrayBuffer(SLOTS * 4);
}

export function registerChild(registry: SharedArrayBuffer, pid: number): void {
  const slots = new Int32Array(registry);
  for (let i = 0; i < slots.length; i++) if (Atomics.compareExchange(slots, i, 0, pid) === 0) return;
  // Full: the process is still killed by its own thread (and by pdeathsig where there is one).
}

export function unregisterChild(registry: SharedArrayBuffer, pid: number): void {
  const slots = new Int32Array(registry);
  for (let i = 0; i < slots.length; i++) if (Atomics.compareExchange(slots, i, pid, 0) === pid) return;
}

/**
 * Kills (SIGKILL) the process group that `pid` leads: the bot and every process it started that
 * stayed in its group. Where there are no groups (Windows), the process alone. False when none was there.
 */
export function killGroup(pid: number): boolean {
  try {
    process.kill(process.platform === 'win32' ? pid : -pid, 'SIGKILL');
    return true;
  } catch {
    return false; // already gone
  }
}

/** Kills (SIGKILL) every registered bot's group and frees its slot. Synchronous: safe in an 'exit' handler. */
export function killRegisteredChildren(registry: SharedArrayBuffer): number {
  const slots = new Int32Array(registry);
  let killed = 0;
  for (let i = 0; i < slots.length; i++) {
    const pid = Atomics.exchange(slots, i, 0);
    if (pid > 0 && killGroup(pid)) killed++;
  }
  return killed;
}
