/**
 * The date the rules tables are as of: the statutes as amended through P.L.2021, c.160
 * (docs/law), and the latest entry the tables hold, New Jersey's 2026 minimum wage (in force
 * from 2026-01-01, minimumWage.ts). The pane's footer and every sheet the add-in writes show it,
 * so a reviewer knows which law a number was computed under. Update it with the tables.
 */
export const LAW_AS_OF = "2026-01-01";
