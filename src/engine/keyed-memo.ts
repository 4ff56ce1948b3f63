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

/**
 * keyedMemo over a pair of key objects (a game shape's kits and a bot's resolved weights):
 * `build(first, second, arg)` once per pair while both live, the pair asked last answered at once.
 */
export function pairMemo<K1 extends object, K2 extends object, A, V>(build: (first: K1, second: K2, arg: A) => V): (first: K1, second: K2, arg: A) => V {
  const byFirst = new WeakMap<K1, WeakMap<K2, V>>();
  let lastFirst: K1 | null = null;
  let lastSecond: K2 | null = null;
  let last: V | undefined;
  return (first, second, arg) => {
    if (first === lastFirst && second === lastSecond) return last as V;
    let bySecond = byFirst.get(first);
    if (bySecond === undefined) {
      bySecond = new WeakMap();
      byFirst.set(first, bySecond);
    }
    let v = bySecond.get(second);
    if (v === undefined) {
      v = build(first, second, arg);
      bySecond.set(second, v);
    }
    lastFirst = first;
    lastSecond = second;
    last = v;
    return v;
  };
}
