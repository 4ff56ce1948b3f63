// Decisions taken in the middle of a turn, by the player on turn or by other seats, and the way
// back: a stack of frames in the state. A frame names an obligation (registered by a rule set
// while the game is built), one word of its data, and the phase and seat play returns to once the
// obligation is met. The top frame decides who acts: after every action the engine asks its
// obligation for the next seat; when none is owed the frame is popped, play returns to the saved
// phase and seat, the obligation's continuation runs, and the frame beneath is asked in turn.
//
// The frames are fields of the state blob (QUEUE_DEPTH and Layout.frames), so a clone is still one
// slice(); a popped frame is zeroed, so two states that reached the same decision alike are equal.

import type { GameState } from './game.js';
import { CUR, FRAME_WORDS, MAX_FRAMES, PHASE, PH_GAME_OVER, QUEUE_DEPTH } from './layout.js';
import type { Invariant } from './rule-set.js';

// A frame is [head, data]: head packs the obligation id (bits 0-9), the return phase (bits 10-19)
// and the return seat (bits 20-27).
const HEAD = 0;
const DATA = 1;
const ID_BITS = 10;
const ID_MASK = (1 << ID_BITS) - 1;
/** Most obligations a game may register, and phase ids a frame can return to. */
export const MAX_OBLIGATIONS = 1 << ID_BITS;

const idOf = (head: number): number => head & ID_MASK;

/**
 * A kind of decision that interrupts play: where the owing seats act, in which order, and what
 * happens once nothing is owed. Its functions are called as plain functions (never with `this`).
 */
export interface Obligation {
  /** Name in errors and descriptions ('discard', 'gold'). */
  readonly name: string;
  /** The phase the owing seats act in. */
  readonly phase: number;
  /**
   * The seat that acts next (the obligation's order over the seats that still owe), or -1 once
   * nothing is owed: the frame is then popped. Without it, the frame waits on the seat in its data
   * until an action ends it with `endDecision` (the robber's move, Road Building's last road).
   */
  readonly next?: ((st: GameState, data: number) => number) | undefined;
  /** The continuation: runs once the frame is popped and its return phase and seat restored. */
  readonly resume?: ((st: GameState, data: number) => void) | undefined;
}

/** Frames on the stack. */
export function decisionDepth(s: Int32Array): number {
  return s[QUEUE_DEPTH]!;
}

/** The obligation id of the top frame, or -1 when play is not interrupted. */
export function topDecision(st: GameState): number {
  const depth = st.s[QUEUE_DEPTH]!;
  return depth === 0 ? -1 : idOf(st.s[st.game.layout.frames + (depth - 1) * FRAME_WORDS + HEAD]!);
}

/** True when a frame of obligation `id` is anywhere on the stack. */
export function hasDecision(st: GameState, id: number): boolean {
  const { s } = st;
  const frames = st.game.layout.frames;
  for (let i = s[QUEUE_DEPTH]! - 1; i >= 0; i--) if (idOf(s[frames + i * FRAME_WORDS + HEAD]!) === id) return true;
  return false;
}

/** The top frame's data word (its obligation's own use). */
export function decisionData(st: GameState): number {
  return st.s[st.game.layout.frames + (st.s[QUEUE_DEPTH]! - 1) * FRAME_WORDS + DATA]!;
}

/**
 * Interrupts play with obligation `id`: pushes a frame that returns to `backPhase` and `backSeat`
 * (by default the phase and seat of now), and settles it at once, so the caller sees the phase and
 * seat the obligation asks for (or, when nothing is owed, play as it was).
 */
export function pushDecision(st: GameState, id: number, data: number, backPhase: number = st.s[PHASE]!, backSeat: number = st.s[CUR]!): void {
  stackDecision(st, id, data, backPhase, backSeat);
  settleDecisions(st);
}

/**
 * Pushes a frame as pushDecision does, without settling: for a rule that raises several decisions
 * at once (a 7's robber beneath its discards), the last of them pushed with pushDecision.
 */
export function stackDecision(st: GameState, id: number, data: number, backPhase: number = st.s[PHASE]!, backSeat: number = st.s[CUR]!): void {
  const { game, s } = st;
  const depth = s[QUEUE_DEPTH]!;
  if (depth >= MAX_FRAMES) throw new Error(`decision queue: more than ${MAX_FRAMES} decisions nested (pushing ${game.obligations[id]?.name ?? id})`);
  // Checked against the packed table, not game.obligations: V8 reads a frozen array's elements
  // through a generic call, on a path every 7 takes.
  if (!(id >= 0 && id < game.hot.obligationPhase.length)) throw new Error(`decision queue: no obligation ${id}`);
  const f = game.layout.frames + depth * FRAME_WORDS;
  s[f + HEAD] = id | (backPhase << ID_BITS) | (backSeat << (2 * ID_BITS));
  s[f + DATA] = data;
  s[QUEUE_DEPTH] = depth + 1;
}

/** Pops the top frame: play returns to its phase and seat, then its continuation runs. */
function pop(st: GameState): void {
  const { game, s } = st;
  const depth = s[QUEUE_DEPTH]! - 1;
  const f = game.layout.frames + depth * FRAME_WORDS;
  const head = s[f + HEAD]!;
  const data = s[f + DATA]!;
  s[PHASE] = (head >>> ID_BITS) & ID_MASK;
  s[CUR] = head >>> (2 * ID_BITS);
  s[f + HEAD] = 0;
  s[f + DATA] = 0;
  s[QUEUE_DEPTH] = depth;
  const resume = game.hot.obligationResume[idOf(head)];
  if (resume !== null) resume!(st, data);
}

/**
 * Ends the top frame, which must be of obligation `id` (the action that meets it: the robber moved,
 * the free roads placed), and settles what is beneath it.
 */
export function endDecision(st: GameState, id: number): void {
  const top = topDecision(st);
  if (top !== id) throw new Error(`decision queue: ${st.game.obligations[id]?.name ?? id} ends, but the decision on top is ${top < 0 ? 'none' : st.game.obligations[top]!.name}`);
  pop(st);
  settleDecisions(st);
}

/**
 * Who acts now: the top frame's obligation names the next seat and its phase, or is met and
 * popped, until a frame still owes or none is left. The engine calls it after every action; an
 * ended game is left as it is.
 */
export function settleDecisions(st: GameState): void {
  const { game, s } = st;
  const frames = game.layout.frames;
  const { obligationPhase, obligationNext } = game.hot;
  while (s[QUEUE_DEPTH]! > 0 && s[PHASE] !== PH_GAME_OVER) {
    const f = frames + (s[QUEUE_DEPTH]! - 1) * FRAME_WORDS;
    const id = idOf(s[f + HEAD]!);
    const data = s[f + DATA]!;
    const next = obligationNext[id]!;
    const seat = next === null ? data : next(st, data);
    if (seat >= 0) {
      s[PHASE] = obligationPhase[id]!;
      s[CUR] = seat;
      return;
    }
    pop(st);
  }
}

/** The stack's shape: its depth in bounds, each frame's obligation registered, nothing left above it. */
export const DECISION_QUEUE_INVARIANT: Invariant = {
  name: 'decision-queue',
  check({ game, s }, fail) {
    const depth = s[QUEUE_DEPTH]!;
    if (depth < 0 || depth > MAX_FRAMES) {
      fail(`decision queue depth ${depth} outside [0, ${MAX_FRAMES}]`);
      return;
    }
    const frames = game.layout.frames;
    for (let i = 0; i < depth; i++) if (!game.obligations[idOf(s[frames + i * FRAME_WORDS + HEAD]!)]) fail(`decision frame ${i} names no obligation`);
    for (let i = depth * FRAME_WORDS; i < MAX_FRAMES * FRAME_WORDS; i++) if (s[frames + i] !== 0) fail(`decision queue: word ${i} above the top frame is not cleared`);
    if (depth > 0 && s[PHASE] !== PH_GAME_OVER) {
      const ob = game.obligations[idOf(s[frames + (depth - 1) * FRAME_WORDS + HEAD]!)];
      if (ob && ob.phase !== s[PHASE]) fail(`decision ${ob.name} is on top, but the phase is ${s[PHASE]}, not ${ob.phase}`);
    }
  },
};
