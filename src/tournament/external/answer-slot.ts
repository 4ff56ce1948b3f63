// The one place an answer crosses from the I/O thread to the game thread: a SharedArrayBuffer
// holding the number of the request answered, how it ended, and the line's bytes. The game thread
// sleeps on the request number with Atomics.wait (its timeout is the decision's budget), so a
// synchronous Bot.decide can wait for a child process without an event loop.

/** Int32 words of the header, then the line's UTF-8 bytes. */
export const SLOT_DONE = 0; // number of the request answered last
export const SLOT_STATUS = 1; // ANSWER_* below
export const SLOT_LENGTH = 2; // bytes of the line or reason
const HEADER_BYTES = 16;

/** A line the bot wrote. */
export const ANSWER_LINE = 1;
/** The bot cannot answer (its process ended, never started, or broke the protocol): the bytes say why. */
export const ANSWER_FAILED = 2;

/**
 * Longest line a bot may answer with, in bytes. An answer is `{"action": id}` and a hello a few
 * fields, so this is generous; a longer line is garbage and is cut off rather than buffered.
 */
export const MAX_ANSWER_BYTES = 64 * 1024;

export interface AnswerSlot {
  header: Int32Array;
  bytes: Uint8Array;
}

export function createAnswerSlot(): SharedArrayBuffer {
  return new SharedArrayBuffer(HEADER_BYTES + MAX_ANSWER_BYTES);
}

export function answerSlot(buffer: SharedArrayBuffer): AnswerSlot {
  return { header: new Int32Array(buffer, 0, 3), bytes: new Uint8Array(buffer, HEADER_BYTES) };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** I/O thread: publishes request `seq`'s answer and wakes the game thread. */
export function writeAnswer(slot: AnswerSlot, seq: number, status: number, text: string): void {
  const { written } = encoder.encodeInto(text, slot.bytes);
  Atomics.store(slot.header, SLOT_STATUS, status);
  Atomics.store(slot.header, SLOT_LENGTH, written);
  // The request number is stored last: once the game thread sees it, the rest is in place.
  Atomics.store(slot.header, SLOT_DONE, seq);
  Atomics.notify(slot.header, SLOT_DONE);
}

/**
 * Game thread: waits until request `seq` is answered or `deadline` (performance.now() ms) passes;
 * null on timeout. An answer to an older request (one that timed out) is skipped.
 */
export function awaitAnswer(slot: AnswerSlot, seq: number, deadline: number): { status: number; text: string } | null {
  for (;;) {
    const done = Atomics.load(slot.header, SLOT_DONE);
    if (done === seq) {
      const length = Atomics.load(slot.header, SLOT_LENGTH);
      return { status: Atomics.load(slot.header, SLOT_STATUS), text: decoder.decode(slot.bytes.slice(0, length)) };
    }
    const left = deadline - performance.now();
    if (left <= 0) return null;
    Atomics.wait(slot.header, SLOT_DONE, done, left);
  }
}
