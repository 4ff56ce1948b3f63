// Every folder and file the tool writes goes through here. Folders are made one level at a time,
// never with Node's recursive mkdir, which loops forever where a folder exists but refuses new
// entries (under /proc, mkdir answers ENOENT beside a parent that is there).

import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A folder or file the tool cannot write: one line naming it and why (exit code 2). */
export class OutputError extends Error {}

/** True for a folder (symbolic links followed), false where nothing is; other failures (EACCES) throw. */
function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return false;
    throw err;
  }
}

/**
 * Makes `dir` and its missing parents, as `mkdir -p` does; true when `dir` did not exist. Each
 * level is made once: a folder that exists but takes no new folders (/proc, /sys) is an
 * OutputError naming it; a file in the way throws Node's EEXIST or ENOTDIR with its path.
 */
export function makeFolder(dir: string): boolean {
  const missing: string[] = [];
  for (let path = dir; !isFolder(path); ) {
    missing.push(path);
    const parent = dirname(path);
    if (parent === path) break;
    path = parent;
  }
  for (const folder of missing.reverse()) {
    try {
      mkdirSync(folder);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST' && isFolder(folder)) continue; // made meanwhile by another process
      if (code === 'ENOENT' && isFolder(dirname(folder))) throw new OutputError(`cannot use ${dir}: the folder ${dirname(folder)} takes no new folders`);
      throw err;
    }
  }
  return missing.length > 0;
}

/** Writes a whole file the user asked for (a page, a picture, a map), failures named as makeFolder's are. */
export function writeTextFile(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' && isFolder(dirname(file))) {
      throw new OutputError(`cannot use ${file}: the folder ${dirname(file)} takes no new files`);
    }
    throw err;
  }
}
