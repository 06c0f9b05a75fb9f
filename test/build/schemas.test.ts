/**
 * Offline schema validation with Microsoft's published JSON schemas (test/schemas/): the
 * committed manifest.json against the Teams schema 1.30, and the functions.json the dev build
 * generates against the custom functions metadata schema. Each validator is also shown to refuse
 * a broken copy, so a pass means something.
 */
import * as fs from "fs";
import * as path from "path";
import { ensureDist, ROOT } from "../browser/support/dist";
import { functionsMetadataValidator, unifiedManifestValidator } from "../schemas/validate";

type Json = Record<string, unknown>;
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "manifest.json"), "utf8")) as Json;
const copy = <T>(v: T): T => structuredClone(v);

describe("manifest.json against MicrosoftTeams.v1.30.schema.json", () => {
  const validate = unifiedManifestValidator();

  test("is valid", () => {
    expect(validate(manifest)).toBe("");
  });

  test("the validator refuses a missing required field, an unknown field, an http URL and another version", () => {
    const noPrivacy = copy(manifest);
    delete (noPrivacy.developer as Json).privacyUrl;
    expect(validate(noPrivacy)).toMatch(/\/developer must have required property 'privacyUrl'/);

    const unknown = { ...copy(manifest), namespace: "NJCREDIT" };
    expect(validate(unknown)).toMatch(/must NOT have additional properties.*"namespace"/);

    const insecure = copy(manifest);
    const runtime = ((insecure.extensions as Json[])[0].runtimes as Json[])[0];
    (runtime.customFunctions as Json).metadataUrl = "http://localhost:3000/functions.json";
    expect(validate(insecure)).toMatch(/customFunctions\/metadataUrl must match pattern/);

    const wrongVersion = { ...copy(manifest), manifestVersion: "1.29" };
    expect(validate(wrongVersion)).toMatch(/\/manifestVersion must be equal to constant/);
  });
});

describe("dist/functions.json against custom-functions.schema.json", () => {
  const validate = functionsMetadataValidator();
  let metadata: Json;

  beforeAll(() => {
    metadata = JSON.parse(
      fs.readFileSync(path.join(ensureDist(), "functions.json"), "utf8"),
    ) as Json;
  });

  test("is valid (allowCustomDataForDataTypeAny, newer than the schema, set aside)", () => {
    expect(metadata.allowCustomDataForDataTypeAny).toBe(true);
    expect((metadata.functions as Json[]).length).toBe(16);
    expect(validate(metadata)).toBe("");
  });

  test("the validator refuses a wrong type, an unknown option and any other unknown key", () => {
    const wrongType = copy(metadata);
    ((wrongType.functions as Json[])[0].parameters as Json[])[0].type = "float";
    expect(validate(wrongType)).toMatch(/\/functions\/0\/parameters\/0\/type must be equal to one/);

    const unknownOption = copy(metadata);
    (unknownOption.functions as Json[])[0].options = { recalculate: true };
    expect(validate(unknownOption)).toMatch(/\/functions\/0\/options must NOT have additional/);

    const unknownKey = { ...copy(metadata), namespace: "NJCREDIT" };
    expect(validate(unknownKey)).toMatch(/must NOT have additional properties.*"namespace"/);
  });

  test("custom enums: the validator refuses a bad enum id, an unknown value key and a dangling customEnumId", () => {
    const badId = copy(metadata);
    (badId.enums as Json[])[0].id = "1x";
    expect(validate(badId)).toMatch(/^\/enums\/0\/id must match pattern/m);

    const badValue = copy(metadata);
    ((badValue.enums as Json[])[0].values as Json[])[0].label = "grm";
    expect(validate(badValue)).toMatch(/\/enums\/0\/values\/0 must NOT have additional/);

    const dangling = copy(metadata);
    ((dangling.functions as Json[])[0].parameters as Json[])[0].customEnumId = "Nowhere";
    expect(validate(dangling)).toBe("/functions/0/parameters/0/customEnumId names no enum");
  });
});
