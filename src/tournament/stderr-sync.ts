// Bot output to stderr, written where it is produced. A worker thread's process.stderr is a stream
// forwarded through the main thread, and what is still queued when the thread is stopped at the
// end of a run is lost (a bot's every line, once, on a loaded machine); a direct write to the
// process's descriptor 2 is in the file before the call returns.

import { writeSync } from 'node:fs';
import { Writable } from 'node:stream';

export function writeStderr(text: string): void {
  try {
    writeSync(2, text);
  } catch {
    // stderr closed or gone: the line is dropped, never the game
  }
}

/** A stream over writeStderr, for a Console. */
export const stderrSync = new Writable({
  write(chunk: Buffer | string, _encoding, done) {
    writeStderr(String(chunk));
    done();
  },
});
