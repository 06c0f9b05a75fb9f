/**
 * New Jersey's general minimum wage (N.J.S.A. 34:11-56a4, subsection a. of section 5 of
 * P.L.1966, c.113), which s.75 c.(2) of the Emerge act uses for its wage floor.
 * Source: the statute and the NJ Department of Labor's annual announcements (docs/law/README.md,
 * "Facts from outside the two texts"); the statute is not in docs/law, so each rate names its source
 * (law/minimumWage.ts).
 */
import type { Statute } from "../trace";
import { rule, type Rule } from "./types";

export const MINIMUM_WAGE_CITATION = "N.J.S.A. 34:11-56a4";
const MINIMUM_WAGE_STATUTE: Statute = { act: MINIMUM_WAGE_CITATION, source: "statute" };

export interface MinimumWageRate extends Rule {
  /** The date the rate took effect (ISO). */
  from: string;
  /** The value, under the name the wage-floor code reads (src/core/emerge/annual.ts). */
  readonly rate: Rule["value"];
}

function rate(from: string, value: string): MinimumWageRate {
  const r = {
    from,
    ...rule(MINIMUM_WAGE_STATUTE, {
      id: "a.",
      label: "New Jersey general minimum wage, per hour",
      value,
      unit: "USD per hour",
      variant: `from ${from}`,
    }),
  };
  return {
    ...r,
    get rate() {
      return r.value;
    },
  };
}

/** In date order. */
export const MINIMUM_WAGE_RATES: readonly MinimumWageRate[] = [
  rate("2019-01-01", "8.85"),
  rate("2019-07-01", "10.00"),
  rate("2020-01-01", "11.00"),
  rate("2021-01-01", "12.00"),
  rate("2022-01-01", "13.00"),
  rate("2023-01-01", "14.13"),
  rate("2024-01-01", "15.13"),
  rate("2025-01-01", "15.49"),
  rate("2026-01-01", "15.92"),
];
