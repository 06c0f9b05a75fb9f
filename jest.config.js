/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: {
    // tsconfig's isolatedModules makes ts-jest transpile file by file (fast); type errors are
    // caught by `npm run typecheck`, which `npm test` runs first.
    "^.+\\.ts$": ["ts-jest", {}],
  },
  testTimeout: 60000,
  reporters: ["default", "<rootDir>/test/support/summary-reporter.js"],
};
