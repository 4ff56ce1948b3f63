// Numbers as the tables and the verdicts write them: one spelling of a figure, a share, a p-value,
// wherever it is shown (terminal tables, balance verdicts, reports).

/** A figure: whole numbers as they are, others with `d` decimals; '-' when not finite. */
export const num = (x: number, d = 2) => (Number.isFinite(x) ? (Number.isInteger(x) ? String(x) : x.toFixed(d)) : '-');

/** A share as a percentage with one decimal; '-' when not finite. */
export const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '-');

/** A difference of shares in percentage points. */
export const points = (x: number) => `${(100 * x).toFixed(1)} points`;

/** A p-value: three decimals, or two significant digits below 0.001 (so 3e-11 is not shown as 0). */
export const pval = (p: number) => (!Number.isFinite(p) ? '-' : p >= 0.001 ? p.toFixed(3) : p.toExponential(1));
