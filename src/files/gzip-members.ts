// Files made of gzip members laid end to end. Concatenated members are one valid gzip file (RFC
// 1952, 2.2): gunzip, zcat and Node's createGunzip read them all, while each member also stands on
// its own. So a file written a member at a time is readable up to its last whole member whatever
// stops the writer, and a reader that knows where each member ends can keep, drop or reorder them
// without decompressing anything but the members it changes.

import { crc32, gzipSync, inflateRawSync } from 'node:zlib';

/** The first two bytes of every gzip member. */
export const GZIP_MAGIC = [0x1f, 0x8b] as const;

/** Whether `head` (a file's first bytes) starts as gzip does. */
export function isGzip(head: Uint8Array): boolean {
  return head.length >= 2 && head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
}

/**
 * zlib level 5: on game records, half the time of level 6 (zlib's default) for 15-40% more bytes.
 * Random bots' trading games compressed at level 6 cost more CPU than the plain file's end of run
 * did, and level 5 keeps built-in bots' games under 2 KB (docs/measurements.md, "Records").
 */
export const GZIP_LEVEL = 5;

/** `text` as one gzip member. */
export function gzipMember(text: string | Uint8Array): Buffer {
  return gzipSync(text, { level: GZIP_LEVEL });
}

/** A member found at the start of a buffer: its length in the file and its content. */
export interface Member {
  length: number;
  content: Buffer;
}

/** What is at the start of a buffer: a whole member, the start of one the buffer cuts short, or no member. */
export type MemberRead = Member | 'short' | { damaged: string };

const FHCRC = 2;
const FEXTRA = 4;
const FNAME = 8;
const FCOMMENT = 16;
const HEADER = 10;
const TRAILER = 8;

/** The length of the member header at the start of `buf`, 'short' if cut, or what is wrong with it. */
function headerLength(buf: Uint8Array): number | 'short' | { damaged: string } {
  if ((buf.length > 0 && buf[0] !== GZIP_MAGIC[0]) || (buf.length > 1 && buf[1] !== GZIP_MAGIC[1])) return { damaged: 'not a gzip member' };
  if (buf.length < HEADER) return 'short';
  if (buf[2] !== 8) return { damaged: `compression method ${buf[2]} (gzip has only deflate, 8)` };
  const flags = buf[3]!;
  let at = HEADER;
  if (flags & FEXTRA) {
    if (buf.length < at + 2) return 'short';
    at += 2 + (buf[at]! | (buf[at + 1]! << 8));
  }
  for (const flag of [FNAME, FCOMMENT]) {
    if (!(flags & flag)) continue;
    const end = buf.indexOf(0, at);
    if (end < 0) return 'short';
    at = end + 1;
  }
  if (flags & FHCRC) at += 2;
  return at <= buf.length ? at : 'short';
}

/**
 * The gzip member at the start of `buf`, checked whole (its deflate stream, CRC-32 and length):
 * 'short' when `buf` ends inside it (a member cut short, or a window of a file too small), or what
 * is wrong with it. Content over `maxBytes` is damage too (no member this tool writes comes near).
 */
export function readMember(buf: Uint8Array, maxBytes: number): MemberRead {
  const at = headerLength(buf);
  if (typeof at !== 'number') return at;
  let content: Buffer;
  let used: number;
  try {
    const out = inflateRawSync(buf.subarray(at), { info: true, maxOutputLength: maxBytes }) as unknown as { buffer: Buffer; engine: { bytesWritten: number } };
    content = out.buffer;
    used = out.engine.bytesWritten;
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'Z_BUF_ERROR') return 'short';
    if (e.code === 'ERR_BUFFER_TOO_LARGE') return { damaged: `a member holds more than ${maxBytes} bytes` };
    return { damaged: `bad compressed data (${e.message})` };
  }
  const end = at + used;
  if (end + TRAILER > buf.length) return 'short';
  const view = Buffer.from(buf.buffer, buf.byteOffset + end, TRAILER);
  if (view.readUInt32LE(0) !== crc32(content)) return { damaged: 'CRC-32 mismatch' };
  if (view.readUInt32LE(4) !== content.length % 2 ** 32) return { damaged: 'length mismatch' };
  return { length: end + TRAILER, content };
}
