// `--verify`'s value: how many of a results folder's games to play again to check them. Apart from
// verify-sample.ts, which draws them, so that the command line reads it without loading the plan.

/** How many of a folder's games to replay: `count` drawn (0: none), or all of them. */
export type VerifySetting = { kind: 'all' } | { kind: 'sample'; count: number };

/** Games replayed by default: a fixed number, whatever the folder's size (docs/results-format.md). */
export const DEFAULT_VERIFY_SAMPLE = 32;
export const DEFAULT_VERIFY: VerifySetting = { kind: 'sample', count: DEFAULT_VERIFY_SAMPLE };

/** `--verify`'s value: a whole number of games, `all`, or `none` (the same as 0); null when it is neither. */
export function parseVerify(text: string): VerifySetting | null {
  if (text === 'all') return { kind: 'all' };
  if (text === 'none') return { kind: 'sample', count: 0 };
  if (!/^(0|[1-9][0-9]{0,8})$/.test(text)) return null;
  return { kind: 'sample', count: Number(text) };
}
