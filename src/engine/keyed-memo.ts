// A value worked out once per key object (a board's tables, a game shape's kits) and remembered
// while the key lives, with the key asked last answered without the map's lookup: the rules and
// bots ask at nearly every step, and a game asks for one key only.

/** `build(key, arg)` once per key; `arg` is what building needs besides the key (the game). */
export function keyedMemo<K extends object, A, V>(build: (key: K, arg: A) => V): (key: K, arg: A) => V {
  const byKey = new WeakMap<K, V>();
  let lastKey: K | null = null;
  let last: V | undefined;
  return (key, arg) => {
    if (key === lastKey) return last as V;
    let v = byKey.get(key);
    if (v === undefined) {
      v = build(key, arg);
      byKey.set(key, v);
    }
    lastKey = key;
    last = v;
    return v;
  };
}
