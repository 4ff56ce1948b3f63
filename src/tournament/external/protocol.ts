// The line-delimited JSON protocol of command bots (docs/bot-protocol.md): the messages the arena
// writes, and the reading of what a bot answers. Pure functions: the transport is elsewhere.

import type { GameOptions } from '../../engine/game.js';
import type { ReadableAction } from './readable.js';

/** Bumped whenever a message changes shape; a bot says which version it speaks in its hello. */
export const PROTOCOL_VERSION = 1;

export function helloMessage(name: string): string {
  return JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, name });
}

export interface StartInfo {
  game: number;
  seat: number;
  players: number;
  /** The seed of the bot's own randomness for this game (never the dice seed). */
  seed: number;
  ruleset: string;
  options: GameOptions;
  board: Record<string, unknown>;
  /** The `options` of the bot's entry in the config. */
  botOptions: Record<string, unknown>;
}

export function startMessage(info: StartInfo): string {
  return JSON.stringify({ type: 'start', ...info });
}

export function decideMessage(view: Record<string, unknown>, actions: ReadableAction[]): string {
  return JSON.stringify({ type: 'decide', view, legal: actions, ids: actions.map((a) => a.id) });
}

export function endMessage(result: Record<string, unknown>): string {
  return JSON.stringify({ type: 'end', ...result });
}

/** A bot's answer that breaks the protocol; its message is the forfeit's reason. */
export class ProtocolError extends Error {}

function parseObject(line: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new ProtocolError(`garbage: expected ${what} as one JSON line, got ${JSON.stringify(line.slice(0, 200))}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ProtocolError(`garbage: expected ${what} (a JSON object), got ${line.slice(0, 200)}`);
  return value as Record<string, unknown>;
}

/** Reads a hello answer: `{"type": "hello", "protocol": 1}`. */
export function parseHello(line: string): void {
  const hello = parseObject(line, '{"type": "hello", "protocol": 1}');
  if (hello.type !== 'hello') throw new ProtocolError(`garbage: expected a hello answer ({"type": "hello", "protocol": ${PROTOCOL_VERSION}}), got ${line.slice(0, 200)}`);
  if (hello.protocol !== PROTOCOL_VERSION) throw new ProtocolError(`protocol: the bot speaks version ${JSON.stringify(hello.protocol)}, the arena version ${PROTOCOL_VERSION}`);
}

/** Reads a decision: `{"action": id}`. Whether the id is legal is the runner's check, as for any bot. */
export function parseDecision(line: string): number {
  const answer = parseObject(line, '{"action": <id>}');
  const id = answer.action;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw new ProtocolError(`garbage: expected {"action": <id>} with an integer id, got ${line.slice(0, 200)}`);
  return id;
}
