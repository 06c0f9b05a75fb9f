/**
 * The functions' front door for the pane, the preview and the tests: the registry (registry.ts),
 * the argument readers (readers.ts), criteria merging (criteria.ts), GRID planning (grid.ts),
 * required inputs (required.ts) and prepareCall (prepare.ts), each a file with one job.
 */
export type { CalcName } from "../core";
export {
  ARGUMENT_NAMES,
  EMERGE_GRID_OUTPUTS,
  FUNCTION_IDS,
  FUNCTIONS,
  WIND_GRID_OUTPUTS,
  functionIdOf,
  functionSpec,
  type FunctionId,
  type FunctionSpec,
  type GridFunctionId,
  type GridOutput,
  type PortfolioFunctionId,
  type Shows,
} from "./registry";
export {
  dateSerialValue,
  headersArg,
  scalarArg,
  seriesArg,
  type ArgValue,
  type CellValue,
} from "./readers";
export { merge, readCriteria, type CriteriaEntry } from "./criteria";
export {
  MAX_GRID_SCENARIOS,
  MAX_GRID_WORK,
  gridCell,
  gridCellKind,
  gridCornerLabel,
  gridScenario,
  gridYearsPerScenario,
  prepareGrid,
  type GridCell,
  type GridCellKind,
  type GridPlan,
} from "./grid";
export { gridScenarioError, withArgumentContext } from "./required";
export {
  MAX_PORTFOLIO_WORK,
  isBlankRow,
  portfolioCell,
  portfolioHeaders,
  preparePortfolio,
  projectInputs,
  tableRow,
  type PortfolioCell,
  type PortfolioPlan,
} from "./portfolio";
export { prepareCall, type PreparedCall } from "./prepare";
