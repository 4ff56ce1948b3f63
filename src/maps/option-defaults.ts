// A generator's options with its defaults filled in. The generators run in the pool's workers, which
// must not load the schema library (zod takes a third of a worker's start): options are checked on
// the main thread (generator-options.ts), and here only completed.

/** `defaults`, with each option `options` sets; an option set to undefined is not set, as in the schemas. */
export function withDefaults<T extends object>(defaults: Readonly<T>, options: Partial<T>): T {
  const out = { ...defaults } as T;
  for (const key of Object.keys(defaults) as Array<keyof T>) {
    const value = options[key];
    if (value !== undefined) out[key] = value as T[keyof T];
  }
  return out;
}
