// The rule options as the rule sets declare them (RuleSetModule.options), gathered into one table:
// what the defaults, the checks, the config fields and the command line's flags are made from.
// Pure functions of a list of modules; the registry applies them to its own.

import { CORE_DEFAULTS, OptionsError, checkCoreOptions } from '../engine/options.js';
import type { RuleOptions } from './options.js';
import type { RuleOptionFlag, RuleSetModule } from './rule-set.js';

/** One option, with the values every rule set declaring it brings. */
export interface OptionEntry {
  readonly name: keyof RuleOptions & string;
  readonly description: string;
  /** 'boolean', or every value in registry order, each with its meaning. */
  readonly values: 'boolean' | ReadonlyArray<readonly [string, string]>;
  readonly default: string | boolean;
  readonly flag?: RuleOptionFlag;
}

/** The options the modules declare, in the order they are first declared. */
export function optionTable(modules: readonly RuleSetModule[]): OptionEntry[] {
  const byName = new Map<string, OptionEntry>();
  for (const m of modules) {
    for (const o of m.options ?? []) {
      const first = byName.get(o.name);
      if (!first) {
        if (o.default === undefined) throw new Error(`rule set ${m.name}: option ${o.name} is declared here first, so it needs a default`);
        byName.set(o.name, { name: o.name, description: o.description, values: o.values, default: o.default, flag: o.flag });
      } else if (first.values !== 'boolean' && o.values !== 'boolean') {
        byName.set(o.name, { ...first, values: [...first.values, ...o.values] });
      } else {
        throw new Error(`rule set ${m.name}: option ${o.name} is a switch elsewhere and cannot take values`);
      }
    }
  }
  return [...byName.values()];
}

/** An option's values (empty for a switch). */
export const valuesOf = (entry: OptionEntry): string[] => (entry.values === 'boolean' ? [] : entry.values.map(([v]) => v));

/** The help of an option's flag: its own, or the description and every value with its meaning. */
export function flagHelp(entry: OptionEntry): string {
  if (entry.flag?.help) return entry.flag.help;
  if (entry.values === 'boolean') return entry.description;
  return `${entry.description}: ${entry.values.map(([v, meaning]) => (meaning ? `${v}: ${meaning}` : v)).join('; ')}`;
}

/** The options of a game with nothing given: the core's defaults and every declared option's. */
export function defaultOptions(table: readonly OptionEntry[]): RuleOptions {
  return { ...CORE_DEFAULTS, ...Object.fromEntries(table.map((o) => [o.name, o.default])) } as RuleOptions;
}

/** Fills defaults and checks every option; throws OptionsError naming the first bad one. */
export function resolveWith(modules: readonly RuleSetModule[], table: readonly OptionEntry[], partial: Partial<RuleOptions>): RuleOptions {
  const given = stripUndefined(partial);
  const o: RuleOptions = { ...defaultOptions(table), ...given };
  checkCoreOptions(o as unknown as Record<string, unknown>);
  for (const entry of table) checkValue(entry, (o as unknown as Record<string, unknown>)[entry.name]);
  for (const m of modules) m.settleOptions?.(o, given);
  for (const m of modules) m.checkOptions?.(o);
  return o;
}

function checkValue(entry: OptionEntry, v: unknown): void {
  if (entry.values === 'boolean') {
    if (typeof v !== 'boolean') throw new OptionsError(`option ${entry.name}: expected true or false, got ${JSON.stringify(v)}`);
    return;
  }
  const values = valuesOf(entry);
  if (!values.includes(v as string)) throw new OptionsError(`option ${entry.name}: expected one of ${values.join(', ')}, got ${JSON.stringify(v)}`);
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}
