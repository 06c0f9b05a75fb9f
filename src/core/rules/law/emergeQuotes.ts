/**
 * The sentences of P.L.2020, c.156, s.75 (docs/law/emerge-per-job-credit-PL2020-c156-s75.txt)
 * that the Emerge rules implement, verbatim (typographic quotes and apostrophes included): each
 * rule's annotation (emerge.ts) quotes the ones it implements, and test/core/rules finds each in
 * the text.
 */

/** s.75 b.(1) */
export const B1 =
  "(1) for a qualified business facility located within a government-restricted municipality, or which is a mega project, $4,000 per year;";

/** s.75 b.(2) */
export const B2 =
  "(2) for a qualified business facility located within an enhanced area, $3,500 per year;";

/** s.75 b.(3) */
export const B3 =
  "(3) for a qualified business facility located within a distressed municipality, $3,000 per year;";

/** s.75 b.(4) */
export const B4 =
  "(4) for a project in a qualified opportunity zone or an employment and investment corridor, $2,500 per year; and";

/** s.75 b.(5) */
export const B5 = "(5) for a project in other eligible areas, $500 per year.";

/** s.75 c.(1)(a) */
export const C1A =
  "(a) for an eligible business with a qualified business facility located in a municipality with a Municipal Revitalization Index distress score greater than 50, an increase of $1,000 per year;";

/** s.75 c.(1)(b) */
export const C1B =
  "(b) for an eligible business with a qualified business facility at which the capital investment in industrial or research and development premises for industrial or research and development use by the business is in excess of the minimum capital investment required for eligibility pursuant to subsection b. of section 71 of P.L.2020, c.156 (C. 34:1B-339), an increase of $500 per year for each additional amount of investment that exceeds the minimum amount required for eligibility by 40 percent, with a maximum increase of $1,500 per year, unless the project qualifies as a mega project or the qualified business facility is located in a government-restricted municipality, in which case the maximum increase is $5,000 per year;";

/** s.75 c.(1)(c) */
export const C1C =
  "(c) for an eligible business with large numbers of new full-time jobs during the eligibility period, the increases shall be in accordance with the following schedule:";

/** s.75 c.(1)(d) */
export const C1D =
  "(d) for an eligible business that annually funds an industry-specific training program, which has the capacity to enroll 10 percent or more of the eligible business’s full-time workforce, or pays a State educational institution to provide to the public an industry-specific training program, an increase of $500 per year; provided, however, that if the training program is provided by a State educational institution that is within 10 miles of the qualified business facility, then the increase shall be $1,000 per year;";

/** s.75 c.(1)(e) */
export const C1E =
  "(e) for an eligible business that qualifies as a small business, an increase of $500 per year;";

/** s.75 c.(1)(f) */
export const C1F =
  "(f) for an eligible business with new full-time jobs and retained full-time jobs at the qualified business facility with a median salary in excess of the existing median salary for the county in which the project is located, or, in the case of a project in a government-restricted municipality, a business with employees in full-time positions at the project with a median salary in excess of the median salary for the government-restricted municipality, an increase of $200 per year during the eligibility period for each 35 percent by which the project’s median salary levels exceeds the county or government-restricted municipality median salary, with a maximum increase of $1,000 per year;";

/** s.75 c.(1)(h) */
export const C1H =
  "(h) for an eligible business engaged primarily in a targeted industry, an increase of $500 per year;";

/** s.75 c.(1)(i) */
export const C1I =
  "(i) for an eligible business with a qualified business facility located in a qualified incubator facility, an increase of $500 per year;";

/** s.75 c.(1)(j) */
export const C1J =
  "(j) for an eligible business that enters into a labor harmony agreement in accordance with section 69 of P.L.2020, c.156 (C. 34:1B-337), an increase of $2,000 per year for the portion of the project subject to that labor harmony agreement; provided further that an eligible business receiving a bonus under this subparagraph may exceed the limitation applicable to the eligible business pursuant to subsection d. of this section by an amount not to exceed $1,000;";

/** s.75 c.(1)(k) */
export const C1K =
  "(k) for an eligible business that provides its employees access to child care either through an on-site quality child care facility free of charge to its employees or through reimbursements paid by the eligible business to its employees for the cost of child care in accordance with standards adopted by the authority, an increase of $1,000 per year;";

/** s.75 c.(1)(l) */
export const C1L =
  "(l) for an eligible business that enters, or has previously entered, into an active partnership with a re-entry program for the purpose of identifying and promoting employment opportunities at the eligible business for former inmates and current inmates leaving the corrections system, and that hires at least one active participant in the re-entry program as a full-time employee, an increase of $500 per year;";

/** s.75 c.(1)(m) */
export const C1M =
  "(m) for an eligible business with a qualified business facility that exceeds the Leadership in Energy and Environmental Design’s “Silver” rating standards but does not exceed “Gold” rating standards or completes substantial environmental remediation, an additional increase of $250 per year, or for an eligible business with a qualified business facility that exceeds the Leadership in Energy and Environmental Design’s “Gold” rating standards, an additional increase of $500 per year;";

/** s.75 c.(1)(n) */
export const C1N =
  "(n) for an eligible business in a targeted industry with a qualified business facility that is used by the eligible business to conduct a full time collaborative relationship with a college or university, including, but not limited to, a doctoral university, an increase of $1,000 per year;";

/** s.75 c.(1)(o) */
export const C1O =
  "(o) for an eligible business with a project that generates solar, geo-thermal, wind, or any other renewable or distributed energy on site for use within the qualified business facility of an amount that equals at least 50 percent of the qualified business facility electric supply service needs, an increase of $500 per year;";

/** s.75 c.(1)(p) */
export const C1P =
  "(p) for an eligible business with a marine terminal project in a municipality located outside a government-restricted municipality, but within the geographical boundaries of the South Jersey Port District, an increase of $1,500 per year;";

/** s.75 c.(1)(q) */
export const C1Q =
  "(q) for an eligible business with a qualified business facility located in a qualified opportunity zone, an increase of $1,000 per year; and";

/** s.75 c.(1)(r) */
export const C1R =
  "(r) for an eligible business if one-third or more of the members of the eligible business’s governing board or other governing body self-identify as members of an underrepresented community, which may include Black, African American, Hispanic, Latino, Asian, Pacific Islander, Native American, Native Hawaiian, Alaska Native or gay, lesbian, bisexual or transgender, an increase of $2,000 per year for each new or retained full-time job.";

/** s.75 c.(1)(c)(i) */
export const C1C_I =
  "(i) if the number of new full-time jobs is between 251 and 400, $500 per year;";

/** s.75 c.(1)(c)(ii) */
export const C1C_II =
  "(ii) if the number of new full-time jobs is between 401 and 600, $750 per year;";

/** s.75 c.(1)(c)(iii) */
export const C1C_III =
  "(iii) if the number of new full-time jobs is between 601 and 800, $1,000 per year;";

/** s.75 c.(1)(c)(iv) */
export const C1C_IV =
  "(iv) if the number of new full-time jobs is between 801 and 1,000, $1,250 per year;";

/** s.75 c.(1)(c)(v) */
export const C1C_V =
  "(v) if the number of new full-time jobs is in excess of 1,000, $1,500 per year;";

/** s.75 c.(2) */
export const C2 =
  "(2) The authority shall not award a bonus to an eligible business with full-time jobs at the qualified business facility that pay less than $15 per hour or 120 percent of the minimum wage fixed under subsection a. of section 5 of P.L.1966, c.113 (C. 34:11-56a4), whichever is higher.";

/** s.75 d.(1) */
export const D1 =
  "(1) for a mega project or a project in a government-restricted municipality, the gross amount for each new or retained full-time job shall not exceed $8,000 per year;";

/** s.75 d.(2) */
export const D2 =
  "(2) for a qualified business facility located within an enhanced area, the gross amount for each new or retained full-time job shall not exceed $6,000 per year;";

/** s.75 d.(3) */
export const D3 =
  "(3) for a qualified business facility within a distressed municipality, the gross amount for each new or retained full-time job shall not exceed $5,000 per year;";

/** s.75 d.(4) */
export const D4 =
  "(4) for a qualified business facility in a qualified opportunity zone or an employment and investment corridor, the gross amount for each new or retained full-time job shall not exceed $4,000 per year; and";

/** s.75 d.(5) */
export const D5 =
  "(5) for a qualified business facility in other eligible areas, the gross amount for each new or retained full-time job shall not exceed $3,000 per year.";

/** s.75 e., its last sentence */
export const E_NO_CREDIT =
  "The authority shall not award a tax credit to an eligible business if the median salary of new full-time jobs and retained full-time jobs that would otherwise be subject to the project agreement is 30 percent or more below the relevant existing median salary for the county or government-restricted municipality in which the qualified business facility is located.";

/** s.75 f.(1) */
export const F1 =
  "(1) for each new full-time job, the eligible business shall be allowed tax credits equaling 100 percent of the gross amount of tax credits for each new full-time job";

/** s.75 f.(2) */
export const F2 =
  "(2) for each retained full-time job, the eligible business shall be allowed tax credits equaling 50 percent of the gross amount of tax credits for each retained full-time job.";
