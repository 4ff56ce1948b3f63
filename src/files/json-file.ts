// Reading a JSON file the user wrote (a config, a map file) against a zod schema, so that every
// problem names the file, the field and what was expected.

import { readFileSync } from 'node:fs';
import type { z } from 'zod';

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

/** The file's text; an unreadable file fails on the top level. */
export function readText(file: string, fail: Fail): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    return fail('', `cannot read the file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
}

/** `text` parsed as JSON and checked by `schema`; the first problem fails with its field. */
export function parseJson<S extends z.ZodType>(text: string, schema: S, fail: Fail, unknownField: string): z.infer<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return fail('', `not valid JSON (${(err as Error).message})`);
  }
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') return fail(pathName([...issue.path, issue.keys[0]!]), unknownField);
  return fail(pathName(issue.path), issue.message);
}
