// CPU time of this process's threads, split three ways, read from Linux's /proc (null elsewhere):
// the main thread, the threads that were there before a run began (V8's helper threads: optimising
// compiler and garbage collector), and the rest of the process's CPU time, which is the threads the
// run started (workers, libuv's file system threads), gone by the time the run has ended.

import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on every Linux Node.js runs on). */
const TICKS = 100;

function threadTimes(): Map<number, number> | null {
  try {
    const out = new Map<number, number>();
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at the third: utime is the 14th.
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), (Number(f[11]) + Number(f[12])) / TICKS);
    }
    return out;
  } catch {
    return null;
  }
}

export interface ThreadSplit {
  main: number;
  /** V8's compiler and collector threads (and any other thread older than the run). */
  helpers: number;
  /** Threads started during the run: its workers, and libuv's threads for file I/O. */
  started: number;
}

/** Call before a run; the function it returns gives the split since then. */
export function threadCpuSince(): () => ThreadSplit | null {
  const before = threadTimes();
  const cpu0 = process.cpuUsage();
  return () => {
    const after = threadTimes();
    if (!before || !after) return null;
    const c = process.cpuUsage(cpu0);
    const total = (c.user + c.system) / 1e6;
    let main = 0;
    let helpers = 0;
    for (const [tid, t] of after) {
      const since = t - (before.get(tid) ?? t);
      if (tid === process.pid) main = since;
      else helpers += since;
    }
    return { main, helpers, started: Math.max(0, total - main - helpers) };
  };
}
