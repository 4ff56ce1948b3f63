// Hardens this thread's JavaScript realm (SES `lockdown`) before any untrusted bot code runs in it:
// every shared intrinsic (Object.prototype, Int32Array.prototype, Math, ...) becomes immutable, so a
// bot can no longer patch what the engine and the other bots rely on.

/**
 * `Object.freeze` on a prototype in the chain of arrays gives V8 "frozen elements", after which
 * every keyed store into an array whose prototype chain holds it takes a slow path: the engine ran
 * 2.6 times slower. For those prototypes, making each property non-writable and non-configurable
 * and the object non-extensible is the same guarantee (Object.isFrozen answers true) without that
 * elements kind.
 */
function freezeProperties<T>(o: T): T {
  Object.preventExtensions(o);
  for (const key of Reflect.ownKeys(o as object)) {
    const d = Reflect.getOwnPropertyDescriptor(o as object, key);
    if (!d || !d.configurable && (!('value' in d) || !d.writable)) continue;
    Reflect.defineProperty(o as object, key, 'value' in d ? { writable: false, configurable: false } : { configurable: false });
  }
  return o;
}

const TYPED_ARRAYS = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array];

/**
 * Every other object gets the real freeze: redefining its properties one by one would leave it a
 * dictionary-mode object, whose methods V8 can no longer inline (Math.floor in the value bot's hot
 * loops ran a quarter slower), while a real freeze keeps its fast map.
 */
function freezeFor(elementHolders: ReadonlySet<object>, freeze: <T>(o: T) => T) {
  return <T>(o: T): T => {
    if (Object(o) !== o) return o;
    return elementHolders.has(o as object) ? freezeProperties(o) : freeze(o);
  };
}

let done: Promise<void> | null = null;

/** Locks the realm down once; later calls wait for the first. */
export function lockdownRealm(): Promise<void> {
  return (done ??= (async () => {
    // SES keeps its own reference to Object.freeze from the moment it is imported, so the
    // replacement must be in place first. A method has no `prototype`, as the intrinsic has none.
    const holders = new Set<object>([Object.prototype, Array.prototype, Object.getPrototypeOf(Int8Array.prototype) as object, ...TYPED_ARRAYS.map((t) => t.prototype)]);
    const freeze = freezeFor(holders, Object.freeze);
    Object.defineProperty(Object, 'freeze', { value: { freeze }.freeze, writable: true, configurable: true });
    await import('ses');
    lockdown({
      // Bots' errors keep their messages and stacks (forfeit reasons quote them).
      errorTaming: 'unsafe',
      stackFiltering: 'verbose',
      // The engine and its dependencies assign to fields such as `constructor` on their own objects.
      overrideTaming: 'min',
      consoleTaming: 'unsafe',
      // Warnings go to stderr, never to a --json stdout.
      reporting: 'none',
    });
  })());
}
