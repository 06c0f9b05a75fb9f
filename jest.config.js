/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: {
    // isolatedModules: type errors are caught by `npm run typecheck`, which `npm test` runs first.
    "^.+\\.ts$": ["ts-jest", { isolatedModules: true }],
  },
  testTimeout: 60000,
};
