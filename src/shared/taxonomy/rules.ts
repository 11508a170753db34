/**
 * Rules that name a set of NUCC codes by the taxonomy's own fields, so the category list stays
 * readable: a whole classification ('Podiatrist'), a specialization wherever it occurs ('Sports
 * Medicine' among physicians), a code prefix, explicit codes. When several owners' rules match one
 * code, the most specific rule wins: its home is where the narrowest rule puts it (ADR 23).
 */
import { isDeactivated, type NuccCode } from './nucc-code.ts';

export type CodeRule =
  | { grouping: string }
  | { classification: string; grouping?: string }
  | { prefix: string }
  | { specialization: string; grouping?: string }
  | { codes: readonly string[] }
  /** Every code NUCC has retired (it keeps them in the file, named 'Deactivated - ...'). */
  | { deactivated: true };

/** How narrow a rule is: a narrower rule overrides a wider one for the codes both match. */
function specificity(rule: CodeRule): number {
  if ('deactivated' in rule) return 6;
  if ('codes' in rule) return 5;
  if ('specialization' in rule) return 4;
  if ('prefix' in rule) return 3;
  if ('classification' in rule) return 2;
  return 1;
}

function ruleMatches(rule: CodeRule, c: NuccCode): boolean {
  if ('deactivated' in rule) return isDeactivated(c);
  if ('codes' in rule) return rule.codes.includes(c.code);
  if ('prefix' in rule) return c.code.startsWith(rule.prefix);
  if (rule.grouping !== undefined && rule.grouping !== c.grouping) return false;
  if ('specialization' in rule) return rule.specialization === c.specialization;
  if ('classification' in rule) return rule.classification === c.classification;
  return true;
}

export type RuleOwner = { id: string; rules: readonly CodeRule[] };

export type Assignment = {
  /** Each code's one home: the owner of the most specific rule that matches it. */
  home: Map<string, string>;
  /** Codes no rule matches. */
  unassigned: string[];
  /** Codes that two owners claim with equally specific rules: the lists must be corrected. */
  conflicts: { code: string; owners: string[] }[];
  /** Rules that match no code at all (a typing mistake, or a code NUCC has renamed). */
  idle: { owner: string; rule: CodeRule }[];
};

export function assignCodes(codes: readonly NuccCode[], owners: readonly RuleOwner[]): Assignment {
  const home = new Map<string, string>();
  const unassigned: string[] = [];
  const conflicts: Assignment['conflicts'] = [];
  const used = new Set<CodeRule>();
  for (const c of codes) {
    let best = 0;
    let claimants: string[] = [];
    for (const owner of owners) {
      for (const rule of owner.rules) {
        if (!ruleMatches(rule, c)) continue;
        used.add(rule);
        const rank = specificity(rule);
        if (rank > best) {
          best = rank;
          claimants = [owner.id];
        } else if (rank === best && !claimants.includes(owner.id)) claimants.push(owner.id);
      }
    }
    if (claimants.length === 0) unassigned.push(c.code);
    else if (claimants.length > 1) conflicts.push({ code: c.code, owners: claimants });
    else home.set(c.code, claimants[0]!);
  }
  const idle = owners.flatMap((owner) =>
    owner.rules.filter((rule) => !used.has(rule)).map((rule) => ({ owner: owner.id, rule })),
  );
  return { home, unassigned, conflicts, idle };
}

/** The codes a set of rules names, whoever else claims them (e.g. an old specialty's exact codes). */
export const codesMatching = (codes: readonly NuccCode[], rules: readonly CodeRule[]): string[] =>
  codes.filter((c) => rules.some((rule) => ruleMatches(rule, c))).map((c) => c.code);

/** Short ways to write the rules in the category lists. */
export const grouping = (name: string): CodeRule => ({ grouping: name });
export const classification = (name: string, inGrouping?: string): CodeRule =>
  inGrouping ? { classification: name, grouping: inGrouping } : { classification: name };
export const specialization = (name: string, inGrouping?: string): CodeRule =>
  inGrouping ? { specialization: name, grouping: inGrouping } : { specialization: name };
export const prefix = (start: string): CodeRule => ({ prefix: start });
export const codes = (...list: string[]): CodeRule => ({ codes: list });

export const PHYSICIANS = 'Allopathic & Osteopathic Physicians';
