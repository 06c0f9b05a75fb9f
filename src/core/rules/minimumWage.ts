/**
 * New Jersey's general minimum wage (N.J.S.A. 34:11-56a4, subsection a. of section 5 of
 * P.L.1966, c.113), which s.75 c.(2) of the Emerge act uses for its wage floor.
 * Source: the statute and the NJ Department of Labor's annual announcements.
 */
import { Decimal } from "../decimal";

export const MINIMUM_WAGE_CITATION = "N.J.S.A. 34:11-56a4";

export interface MinimumWageRate {
  /** The date the rate took effect (ISO). */
  from: string;
  rate: Decimal;
}

/** In date order. */
export const MINIMUM_WAGE_RATES: readonly MinimumWageRate[] = [
  { from: "2019-01-01", rate: new Decimal("8.85") },
  { from: "2019-07-01", rate: new Decimal("10.00") },
  { from: "2020-01-01", rate: new Decimal("11.00") },
  { from: "2021-01-01", rate: new Decimal("12.00") },
  { from: "2022-01-01", rate: new Decimal("13.00") },
  { from: "2023-01-01", rate: new Decimal("14.13") },
  { from: "2024-01-01", rate: new Decimal("15.13") },
  { from: "2025-01-01", rate: new Decimal("15.49") },
  { from: "2026-01-01", rate: new Decimal("15.92") },
];
