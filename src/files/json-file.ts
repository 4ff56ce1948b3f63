// Reading a JSON file the user wrote (a config, a map file) against a zod schema or written-out
// checks (field-checks.ts), so that every problem names the file, the field and what was expected.

import type { z } from 'zod';
import { BoundedReadError, readBoundedText } from './bounded-read.js';
import { FieldError } from './field-checks.js';

/**
 * The largest config or map file read: the biggest shipped one is a few KB, so this leaves room
 * for any hand-written file while a runaway one fails at once.
 */
export const MAX_JSON_FILE_BYTES = 4 * 1024 * 1024;

/**
 * How deep a user's JSON may nest. Parsing has no limit, but copying the value to a worker or
 * writing it into a summary recurses and overflows the stack near ten thousand levels.
 */
export const MAX_JSON_DEPTH = 64;

export class FileFieldError extends Error {
  constructor(
    readonly file: string,
    /** Field path such as `bots[2].options`; empty for the file as a whole. */
    readonly field: string,
    readonly expected: string,
  ) {
    super(`${file}: ${field ? `field "${field}"` : 'top level'}: ${expected}`);
  }
}

type Fail = (field: string, expected: string) => never;

function pathName(path: ReadonlyArray<PropertyKey>): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
}

/** The file's text; an unreadable file, one that is not a regular file or one over the cap fails on the top level. */
export function readText(file: string, fail: Fail, what = 'a JSON input file'): string {
  try {
    return readBoundedText(file, MAX_JSON_FILE_BYTES, what);
  } catch (err) {
    if (err instanceof BoundedReadError) return fail('', err.reason);
    throw err;
  }
}

/**
 * The path of the first value nested deeper than `max` levels (shortened to its first three
 * steps, which name the field), or null. Iterative, so the check itself cannot overflow.
 */
export function tooDeep(value: unknown, max: number): ReadonlyArray<PropertyKey> | null {
  const stack: Array<{ v: unknown; depth: number; path: PropertyKey[] }> = [{ v: value, depth: 0, path: [] }];
  while (stack.length > 0) {
    const { v, depth, path } = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return path.slice(0, 3);
    const short = path.length < 3;
    for (const [k, child] of Array.isArray(v) ? v.entries() : Object.entries(v)) {
      if (child !== null && typeof child === 'object') stack.push({ v: child, depth: depth + 1, path: short ? [...path, k] : path });
    }
  }
  return null;
}

/** `text` parsed as JSON, no deeper than MAX_JSON_DEPTH; a problem fails on the top level or the deep field. */
export function parseJsonValue(text: string, fail: Fail): unknown {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return fail('', `not valid JSON (${(err as Error).message})`);
  }
  const deep = tooDeep(raw, MAX_JSON_DEPTH);
  if (deep) return fail(pathName(deep), `nested more than ${MAX_JSON_DEPTH} levels deep (objects and lists within each other)`);
  return raw;
}

/** `text` parsed as JSON and checked by `schema`; the first problem fails with its field. */
export function parseJson<S extends z.ZodType>(text: string, schema: S, fail: Fail, unknownField: string): z.infer<S> {
  const r = schema.safeParse(parseJsonValue(text, fail));
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') return fail(pathName([...issue.path, issue.keys[0]!]), unknownField);
  return fail(pathName(issue.path), issue.message);
}

/** `text` parsed as JSON and checked by `check` (files/field-checks.ts); the first problem fails with its field. */
export function parseJsonChecked<T>(text: string, check: (raw: unknown) => T, fail: Fail): T {
  const raw = parseJsonValue(text, fail);
  try {
    return check(raw);
  } catch (err) {
    if (err instanceof FieldError) return fail(pathName(err.path), err.message);
    throw err;
  }
}
