// Checks of plain JSON values that name the field at fault, written out rather than made with the
// schema library: what uses them runs where zod must not be loaded (the pool's workers, a sandboxed
// bot's copy of the library), and zod took a third of a worker's start. Each check returns the value
// with its type, or throws a FieldError with the field's path, which the caller words its own way.

export type FieldPath = ReadonlyArray<string | number>;

export class FieldError extends Error {
  constructor(
    readonly path: FieldPath,
    message: string,
  ) {
    super(message);
  }
}

export const failAt = (path: FieldPath, message: string): never => {
  throw new FieldError(path, message);
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object with no fields but `allowed`. */
export function fields(v: unknown, path: FieldPath, allowed: readonly string[], unknownField?: string): Record<string, unknown> {
  if (!isRecord(v)) return failAt(path, 'expected an object');
  for (const k of Object.keys(v)) if (!allowed.includes(k)) failAt([...path, k], unknownField ?? `unknown field (allowed: ${allowed.join(', ')})`);
  return v;
}

/** An object of any keys, each value checked by `item`. */
export function record<T>(v: unknown, path: FieldPath, item: (x: unknown, path: FieldPath) => T): Record<string, T> {
  if (!isRecord(v)) return failAt(path, 'expected an object');
  const out: Record<string, T> = {};
  for (const [k, x] of Object.entries(v)) out[k] = item(x, [...path, k]);
  return out;
}

export function int(v: unknown, path: FieldPath, min = -Infinity, max = Infinity): number {
  if (typeof v !== 'number' || !Number.isInteger(v)) return failAt(path, 'expected an integer');
  if (v < min || v > max) failAt(path, `expected an integer from ${min} to ${max}`);
  return v;
}

export function bool(v: unknown, path: FieldPath): boolean {
  return typeof v === 'boolean' ? v : failAt(path, 'expected true or false');
}

export function str(v: unknown, path: FieldPath, what = 'a text'): string {
  return typeof v === 'string' ? v : failAt(path, `expected ${what}`);
}

/** A list, at least `min` long, each entry checked by `item`. */
export function list<T>(v: unknown, path: FieldPath, item: (x: unknown, path: FieldPath) => T, min = 0): T[] {
  if (!Array.isArray(v)) return failAt(path, 'expected a list');
  if (v.length < min) failAt(path, `expected at least ${min} ${min === 1 ? 'entry' : 'entries'}`);
  const out: T[] = [];
  for (let i = 0; i < v.length; i++) out.push(item(v[i], [...path, i]));
  return out;
}

export function oneOf<T extends string>(v: unknown, path: FieldPath, values: readonly T[]): T {
  return (values as readonly unknown[]).includes(v) ? (v as T) : failAt(path, `expected one of ${values.join(', ')}`);
}

/** A list of `size` integers, the last one from 0 to `lastMax` when given (a corner or side of a hex). */
export function ints(v: unknown, path: FieldPath, size: 2, lastMax?: number): [number, number];
export function ints(v: unknown, path: FieldPath, size: 3, lastMax?: number): [number, number, number];
export function ints(v: unknown, path: FieldPath, size: number, lastMax?: number): number[] {
  if (!Array.isArray(v) || v.length !== size) return failAt(path, `expected a list of ${size} integers`);
  const out: number[] = [];
  for (let i = 0; i < size; i++) out.push(i === size - 1 && lastMax !== undefined ? int(v[i], [...path, i], 0, lastMax) : int(v[i], [...path, i]));
  return out;
}
