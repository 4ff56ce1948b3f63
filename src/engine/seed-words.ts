// String seeds to stream words, exactly as seedrandom 3 derives them (its ARC4 keyed by the
// string, 256 outputs dropped, then four int32 draws), but without its per-call closures, arrays
// and strings: seeding runs six times a game (the game's stream, each bot's, the map's), and
// seedrandom spent some 5 us on each. Every result ever published was seeded this way, so the
// words must stay bit-identical; test/seed-words.test.ts checks them against seedrandom itself.

const WIDTH = 256;
const MASK = WIDTH - 1;

/**
 * The cipher's permutation and key. Scratch, not state: every call writes all it reads before
 * reading it, so nothing survives a call; a buffer per call (over 64 bytes, so off V8's heap) cost
 * more than the cipher itself.
 */
const BOX = new Uint8Array(WIDTH);
const KEY = new Uint8Array(WIDTH);

/** Writes the first four int32 outputs of seedrandom(seed) to out[at..at+4). */
export function arc4SeedWords(seed: string, out: Int32Array, at: number): void {
  const box = BOX;
  const key = KEY;
  // seedrandom's mixkey: the first 256 UTF-16 units give the key bytes; later units fold into
  // them through a running "smear" (which the first pass leaves at 0: it XORs with NaN there).
  const len = seed.length;
  let smear = 0;
  for (let j = 0; j < len; j++) {
    const slot = j & MASK;
    if (j >= WIDTH) smear ^= key[slot]! * 19;
    key[slot] = (smear + seed.charCodeAt(j)) & MASK;
  }
  let keyLength = len < WIDTH ? len : WIDTH;
  if (keyLength === 0) {
    key[0] = 0;
    keyLength = 1;
  }
  for (let i = 0; i < WIDTH; i++) box[i] = i;
  let j = 0;
  for (let i = 0; i < WIDTH; i++) {
    const t = box[i]!;
    j = (j + key[i % keyLength]! + t) & MASK;
    box[i] = box[j]!;
    box[j] = t;
  }
  // RC4-drop[256], then four big-endian 32-bit draws.
  let i = 0;
  j = 0;
  for (let n = 0; n < WIDTH; n++) {
    i = (i + 1) & MASK;
    const t = box[i]!;
    j = (j + t) & MASK;
    box[i] = box[j]!;
    box[j] = t;
  }
  for (let w = 0; w < 4; w++) {
    let word = 0;
    for (let b = 0; b < 4; b++) {
      i = (i + 1) & MASK;
      const t = box[i]!;
      j = (j + t) & MASK;
      const u = box[j]!;
      box[i] = u;
      box[j] = t;
      word = (word << 8) | box[(u + t) & MASK]!;
    }
    out[at + w] = word;
  }
}
