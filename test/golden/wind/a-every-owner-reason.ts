import type { Scenario } from "../scenario";

// applicationDate 2025-08-01 > 2025-07-01 (s.6 b.); beipGrant (s.6 a.(3)); netPositiveBenefit FALSE (s.6 a.(1));
// counted 10,000,000 < 50,000,000 (s.6 a.(2)(a)); approvedJobs 100 < 150 (N.J.A.C. 19:31S-1.9; no required jobs)
const scenario: Scenario = {
  title: "Every test failed at once: every reason, in order",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 10000000,
    employment: [120, 160, 210, 310, 320],
    applicationDate: "2025-08-01",
    beipGrant: true,
    netPositiveBenefit: false,
    approvedJobs: 100,
  },
  expect: {
    eligible: false,
    reasons: [
      "P.L.2010, c.57, s.6 b.",
      "P.L.2010, c.57, s.6 a.(3)",
      "P.L.2010, c.57, s.6 a.(1)",
      "P.L.2010, c.57, s.6 a.(2)(a)",
      "N.J.A.C. 19:31S-1.9",
    ],
    creditBase: null,
    totalCredit: "0.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: null,
        employment: 120,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: null,
        employment: 160,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: null,
        employment: 210,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: null,
        employment: 310,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: null,
        employment: 320,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
    ],
    allowedTotal: "0.00",
    forfeitedTotal: "0.00",
    pendingTotal: "0.00",
  },
};
export default scenario;
