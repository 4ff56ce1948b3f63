// The error for a results folder that cannot be used as asked (unreadable, inconsistent, edited,
// made with other settings, in use): one line naming the file, reported with exit code 2.

import { BoundedReadError } from '../files/bounded-lines.js';

export class ResultsError extends Error {}

/** Runs a read of the results folder, a file over its bounds being the folder's error. */
export function readingResults<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof BoundedReadError) throw new ResultsError(err.message);
    throw err;
  }
}
