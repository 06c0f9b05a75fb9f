/**
 * The AutoComplete lists (custom enums) of the fixed-value arguments, derived from the core: the
 * accepted values from its schema, the tooltips in the statute's words from its rules. The
 * metadata plugin reads enums only as literal TypeScript in functions.ts, so those declarations
 * are generated from this module: `enumSource()` prints them, and test/build/functions-json.test.ts
 * fails, printing the source to paste, whenever functions.ts (or the built functions.json)
 * differs from it. The bundle never imports this module.
 */
import { emergeSchema } from "../core";
import { LOCATION_WORDS, tierFor } from "../core/emerge/base";
import type { Location } from "../core/emerge/inputs";
import type { Schema } from "../core/inputs";
import { EMERGE_STATUTE, JOB_TYPE_SHARE } from "../core/rules/emerge";
import { OWNER_MINIMUM, TENANT_MINIMUM, WIND_STATUTE } from "../core/rules/wind";
import { citationOf } from "../core/trace";
import { windSchema } from "../core/wind/inputs";
import {
  EMERGE_GRID_OUTPUTS,
  EMERGE_PORTFOLIO_CALCS,
  WIND_GRID_OUTPUTS,
  type GridOutput,
} from "./registry";

export interface EnumValue {
  name: string;
  stringValue: string;
  tooltip: string;
}

export interface CustomEnum {
  id: string;
  type: "string";
  values: EnumValue[];
}

/** The canonical values a schema's enum input accepts (its aliases work too). */
export function choicesOf(schema: Schema, input: string): string[] {
  const kind = schema[input].kind;
  if (kind.kind !== "enum") throw new Error(`${input} is not a choice`);
  return kind.choices.map((c) => c.value);
}

const value = (v: string, tooltip: string): EnumValue => ({ name: v, stringValue: v, tooltip });

function locationTooltip(location: Location): string {
  const base = tierFor(location, false).rules;
  return `located in ${LOCATION_WORDS[location]}: tier ${base.tier}, ${citationOf(EMERGE_STATUTE, base.base.id)}`;
}

const JOB_TYPE_RULES = { new: JOB_TYPE_SHARE.new, retained: JOB_TYPE_SHARE.retained };
const ROLE_RULES = { owner: OWNER_MINIMUM, tenant: TENANT_MINIMUM };

/**
 * Each GRID output as AutoComplete offers it: the word (one of its field and aliases; the docs
 * use it too) and what the cell shows, for the tooltip. By calculation and field; here rather
 * than in registry.ts because only functions.json needs them, not functions.js.
 */
const OUTPUT_WORDS: Readonly<Record<string, readonly [word: string, shows: string]>> = {
  "emerge.perJob perJobCredit": ["perJob", "the per-job annual credit (the default)"],
  "emerge.annual annualCredit": ["annual", "the project's annual credit"],
  "emerge.annual beforeCap": ["beforeCap", "the project's annual credit before the annual cap"],
  "emerge.schedule totalCredit": [
    "total",
    "the schedule's total credit over the eligibility period",
  ],
  "wind.schedule totalCredit": ["totalCredit", "the total credit amount (the default)"],
  "wind.schedule allowedTotal": ["allowedTotal", "the credit allowed in the compliance years"],
  "wind.schedule forfeitedTotal": ["forfeitedTotal", "the credit forfeited"],
  "wind.schedule pendingTotal": ["pendingTotal", "the credit of years not yet tested"],
  "wind.schedule notMetTotal": [
    "notMetTotal",
    "the credit of years whose employment test was not met",
  ],
  "wind.schedule leaseCapReduction": [
    "leaseCapReduction",
    "the reduction by a tenant's lease payments",
  ],
  "wind.schedule creditBase": ["creditBase", "the credit base, before the limits"],
};

/** What a portfolio's row computes, for the calc argument's tooltip. */
const CALC_WORDS: Readonly<Record<string, string>> = {
  "emerge.perJob": "each row's per-job annual credit (the default)",
  "emerge.annual": "each row's annual credit (newJobs required)",
  "emerge.schedule": "each row's schedule total over the eligibility period (newJobs by year)",
};

/** An output's AutoComplete word and tooltip; throws for an output without them. */
function outputWords(o: GridOutput): { word: string; shows: string } {
  const key = `${o.calc} ${o.field}`;
  const entry = Object.prototype.hasOwnProperty.call(OUTPUT_WORDS, key)
    ? OUTPUT_WORDS[key]
    : undefined;
  if (entry === undefined) throw new Error(`GRID output ${key} has no AutoComplete word`);
  const [word, shows] = entry;
  if (word !== o.field && !o.aliases.includes(word)) {
    throw new Error(`GRID output ${key}: "${word}" is neither its field nor an alias`);
  }
  return { word, shows };
}

const outputs = (id: string, list: readonly GridOutput[]): CustomEnum => ({
  id,
  type: "string",
  values: list.map((o) => {
    const { word, shows } = outputWords(o);
    return value(word, shows);
  }),
});

/** Every custom enum, in the order functions.ts declares them. */
export function customEnums(): CustomEnum[] {
  return [
    {
      id: "Location",
      type: "string",
      values: choicesOf(emergeSchema, "location").map((v) =>
        value(v, locationTooltip(v as Location)),
      ),
    },
    {
      id: "JobType",
      type: "string",
      values: choicesOf(emergeSchema, "jobType").map((v) => {
        const rule = JOB_TYPE_RULES[v as keyof typeof JOB_TYPE_RULES];
        return value(v, `${rule.label} (${citationOf(EMERGE_STATUTE, rule.id)})`);
      }),
    },
    {
      id: "Role",
      type: "string",
      values: choicesOf(windSchema, "role").map((v) => {
        const rule = ROLE_RULES[v as keyof typeof ROLE_RULES];
        return value(v, `${rule.label} (${citationOf(WIND_STATUTE, rule.id)})`);
      }),
    },
    outputs("EmergeGridOutput", EMERGE_GRID_OUTPUTS),
    outputs("WindGridOutput", WIND_GRID_OUTPUTS),
    {
      id: "EmergeCalc",
      type: "string",
      values: EMERGE_PORTFOLIO_CALCS.map((c) => value(c.word, CALC_WORDS[c.calc])),
    },
  ];
}

/** Which argument takes which enum: by name, and a GRID's output by its credit. */
export function enumOfArgument(functionId: string, argument: string): string | undefined {
  if (argument === "calc") return "EmergeCalc";
  if (argument === "output") {
    return functionId.startsWith("NJWIND.") ? "WindGridOutput" : "EmergeGridOutput";
  }
  return ({ location: "Location", jobType: "JobType", role: "Role" } as Record<string, string>)[
    argument
  ];
}

/** The TypeScript functions.ts must declare for the enums (generate-or-test). */
export function enumSource(): string {
  return customEnums()
    .map(
      (e) =>
        `/**\n * Generated by src/functions/enums.ts (test/build/functions-json.test.ts).\n * @customenum {string}\n */\ndeclare enum ${e.id} {\n${e.values
          .map((v) => `  /** ${v.tooltip} */\n  ${v.name} = ${JSON.stringify(v.stringValue)},`)
          .join("\n")}\n}\n`,
    )
    .join("\n");
}
