/**
 * The award as an Excel entity (NJCREDIT.AWARD, NJWIND.AWARD): the cell shows the headline
 * amount; its card shows what the core's result says — the credit, the per-job amounts or the
 * five years, the tier, every applied step with its citation and amount, the limits and the
 * reduction — each field a value a formula can read (=A1.[Annual credit]). Excel saves the entity
 * with the workbook, so the card opens without the add-in. Nothing here computes: every field is
 * a field or a trace step of the core's result, shown as it is.
 *
 * Entities need CustomFunctionsRuntime 1.4 (values.ts hostTakesDataTypes); elsewhere the cell
 * is the headline number.
 */
import type { TraceStepJson } from "../core/trace";
import { Decimal, displayMoney } from "../core/decimal";
import { COUNT_FORMAT, formatted, MONEY_FORMAT, type FormattedNumber } from "./values";

type Field =
  | (FormattedNumber & { propertyMetadata?: { sublabel?: string } })
  | { type: "String"; basicValue: string; propertyMetadata?: { sublabel?: string } }
  | { type: "Boolean"; basicValue: boolean };

export interface AwardEntity {
  type: "Entity";
  text: string;
  properties: Record<string, Field>;
  layouts: {
    card: {
      title: { property: string };
      sections: { layout: "List"; title?: string; collapsed?: boolean; properties: string[] }[];
    };
  };
}

/** A trace step as the result JSON carries it (the core's type; the card reads a few fields). */
type Step = TraceStepJson;

const money = (text: string): FormattedNumber => formatted(Number(text), MONEY_FORMAT);
const count = (n: number): FormattedNumber => formatted(n, COUNT_FORMAT);
const text = (value: string, sublabel?: string): Field => ({
  type: "String",
  basicValue: value,
  ...(sublabel ? { propertyMetadata: { sublabel } } : {}),
});
const dollars = (amount: string): string => `$${displayMoney(new Decimal(amount))}`;

/** Builds the properties and sections in the order the card shows them. */
class Card {
  readonly properties: Record<string, Field> = {};
  readonly sections: AwardEntity["layouts"]["card"]["sections"] = [];

  section(title: string | undefined, fields: [string, Field | undefined][], collapsed = false) {
    const names: string[] = [];
    for (const [name, field] of fields) {
      if (field === undefined) continue;
      let key = name;
      for (let n = 2; key in this.properties; n++) key = `${name} (${n})`;
      this.properties[key] = field;
      names.push(key);
    }
    if (names.length > 0) {
      this.sections.push({
        layout: "List",
        ...(title ? { title } : {}),
        collapsed,
        properties: names,
      });
    }
  }

  /** Every applied step: its label, its amount (or "applied"), its citation and reason below. */
  steps(title: string, steps: readonly Step[], prefix = "") {
    this.section(
      title,
      steps
        .filter((s) => s.applied)
        .map((s): [string, Field] => {
          const sublabel = `${s.citation}: ${s.reason}`;
          const field: Field =
            s.amount === null
              ? text("applied", sublabel)
              : { ...money(s.amount), propertyMetadata: { sublabel } };
          return [`${prefix}${s.label}`, field];
        }),
      true,
    );
  }

  entity(headline: string, title: string): AwardEntity {
    return {
      type: "Entity",
      text: headline,
      properties: this.properties,
      layouts: { card: { title: { property: title }, sections: this.sections } },
    };
  }
}

const moneyOr = (value: unknown, none: string): Field =>
  typeof value === "string" ? money(value) : text(none);

/** NJCREDIT.AWARD: the emerge.annual result as a card. */
export function emergeAwardEntity(result: Record<string, unknown>): AwardEntity {
  const card = new Card();
  const jobs = (result.jobs as Record<string, unknown>[] | undefined) ?? [];
  const job = (type: string) => jobs.find((j) => j.jobType === type);
  const anyJob = jobs[0];
  const perJobTrace = (anyJob?.trace as Step[] | undefined) ?? [];
  const base = perJobTrace.find((s) => s.id.startsWith("b."));
  const limit = perJobTrace.find((s) => s.id.startsWith("d."));
  const reduction = perJobTrace.find((s) => s.id === "e.");
  card.section(undefined, [
    ["Annual credit", money(result.annualCredit as string)],
    ["Before cap", moneyOr(result.beforeCap, "none")],
    ["Annual cap", moneyOr(result.annualCap, "not given")],
    ["Tier", base ? text(base.reason.split(";")[0], `${base.citation}: ${base.label}`) : undefined],
  ]);
  const rows: [string, Field | undefined][] = [];
  for (const j of jobs) {
    const kind = j.jobType === "retained" ? "retained" : "new";
    const lh = j.laborHarmony === true ? " (labor harmony)" : "";
    rows.push(
      [`${kind === "new" ? "New" : "Retained"} jobs${lh}`, count(j.count as number)],
      [`Per ${kind} job${lh}`, money(j.perJobCredit as string)],
      [`Amount for ${kind} jobs${lh}`, money(j.amount as string)],
    );
  }
  card.section("Jobs", rows);
  card.section("Limit and reduction", [
    ["Per-job limit", limit ? stepField(limit) : undefined],
    ["Salary reduction", reduction ? stepField(reduction) : undefined],
  ]);
  const first = job("new") ?? anyJob;
  if (first) card.steps("Steps: per job", first.trace as Step[]);
  card.steps("Steps: annual", (result.trace as Step[] | undefined) ?? []);
  return card.entity(dollars(result.annualCredit as string), "Annual credit");
}

/** A limit or reduction step: its amount when applied, else what the core says of it. */
function stepField(s: Step): Field {
  const sublabel = `${s.citation}: ${s.label}`;
  if (s.applied && s.amount !== null)
    return { ...money(s.amount), propertyMetadata: { sublabel: `${sublabel}; ${s.reason}` } };
  return text(s.reason, sublabel);
}

/** NJWIND.AWARD: the wind.schedule result as a card. */
export function windAwardEntity(result: Record<string, unknown>): AwardEntity {
  const card = new Card();
  const reasons = (result.reasons as string[] | undefined) ?? [];
  const trace = (result.trace as Step[] | undefined) ?? [];
  card.section(undefined, [
    ["Total credit", money(result.totalCredit as string)],
    ["Eligible", { type: "Boolean", basicValue: result.eligible === true }],
    ["Not eligible because", reasons.length > 0 ? text(reasons.join("; ")) : undefined],
    ["Credit base", moneyOr(result.creditBase, "not eligible")],
    ["Allowed", moneyOr(result.allowedTotal, "none")],
    ["Pending", moneyOr(result.pendingTotal, "none")],
    ["Not met", moneyOr(result.notMetTotal, "none")],
    ["Forfeited", moneyOr(result.forfeitedTotal, "none")],
  ]);
  const years = (result.years as Record<string, unknown>[] | undefined) ?? [];
  card.section(
    "Compliance years",
    years.flatMap((y): [string, Field][] => {
      const n = String(y.year as number);
      const jobs =
        typeof y.employment === "number"
          ? `${y.employment as number} of ${y.requiredJobs as number} new full-time employees required`
          : `${y.requiredJobs as number} new full-time employees required`;
      return [
        [
          `Year ${n}`,
          {
            ...money(y.allowed as string),
            propertyMetadata: { sublabel: `scheduled ${dollars(y.scheduled as string)}; ${jobs}` },
          },
        ],
        [`Year ${n} status`, text(String(y.status))],
      ];
    }),
  );
  const limits = trace.filter((s) => /cap|net benefit|lease/.test(s.id));
  card.section("Limits and reduction", [
    ...limits.map((s): [string, Field] => [s.label, stepField(s)]),
    ["Lease cap reduction", moneyOr(result.leaseCapReduction, "none")],
  ]);
  card.steps("Steps", trace);
  return card.entity(dollars(result.totalCredit as string), "Total credit");
}
