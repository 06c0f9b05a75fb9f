/**
 * JSON-schema validators for the unified manifest (Teams schema 1.30) and the custom functions
 * metadata, from the schemas copied here (README.md: source, commit, licence, and what is set
 * aside). Both schemas declare draft-04, so Ajv's draft-04 class checks them, the way
 * Microsoft's own @microsoft/app-manifest validates manifests (uri, email and regex formats;
 * strictTypes off).
 */
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv-draft-04";
import addFormats from "ajv-formats";
import teamsSchema from "./MicrosoftTeams.v1.30.schema.json";
import functionsSchema from "./custom-functions.schema.json";

/** Errors, one a line, "path message (params)"; "" when valid. */
export type Validator = (data: unknown) => string;

function ajv(): Ajv {
  const instance = new Ajv({ allErrors: true, strictTypes: false });
  addFormats(instance, ["uri", "email", "regex"]);
  return instance;
}

function describe(validate: ValidateFunction): Validator {
  return (data) => {
    if (validate(data)) return "";
    return (validate.errors ?? [])
      .map((e: ErrorObject) => `${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`)
      .join("\n");
  };
}

/** manifest.json against MicrosoftTeams.v1.30.schema.json, unchanged. */
export function unifiedManifestValidator(): Validator {
  return describe(ajv().compile(teamsSchema));
}

/**
 * functions.json against custom-functions.schema.json, with `allowCustomDataForDataTypeAny` (newer
 * than the schema) set aside, and the schema's empty `result.required` (which draft-04's
 * meta-schema rejects, and which requires nothing) dropped. Custom enums (`enums`, and a
 * parameter's `customEnumId`) are newer than that schema too: they are checked against the
 * Teams schema's definitions of the same keys (its `enum` and `customEnumId`), and each
 * `customEnumId` must name an enum of the file.
 */
export function functionsMetadataValidator(): Validator {
  const schema = structuredClone(functionsSchema) as unknown as {
    properties: { functions: { items: { properties: { result: { required?: string[] } } } } };
  };
  const result = schema.properties.functions.items.properties.result;
  if (result.required?.length !== 0) {
    throw new Error("custom-functions.schema.json changed: result.required is no longer empty");
  }
  delete result.required;
  const instance = ajv();
  instance.addKeyword("examples"); // a draft-06 annotation the schema uses
  const validate = describe(instance.compile(schema));
  const teams = teamsSchema as unknown as {
    definitions: Record<string, { properties?: Record<string, unknown> }>;
  };
  const enumsSchema = {
    type: "array",
    items: { $ref: "#/definitions/enum" },
    maxItems: 256,
    definitions: { enum: teams.definitions.enum },
  };
  const validateEnums = describe(ajv().compile(enumsSchema));
  const parameter = Object.values(teams.definitions).find((d) => d.properties?.customEnumId);
  const validateEnumId = describe(ajv().compile(parameter!.properties!.customEnumId as object));
  return (data) => {
    const metadata = structuredClone(data) as Record<string, unknown>;
    delete metadata.allowCustomDataForDataTypeAny;
    const errors: string[] = [];
    const ids = new Set<string>();
    if (metadata.enums !== undefined) {
      const e = validateEnums(metadata.enums);
      if (e) errors.push(e.replace(/^(\S*)/gm, "/enums$1"));
      for (const item of metadata.enums as { id?: string }[]) if (item.id) ids.add(item.id);
      delete metadata.enums;
    }
    const functions = Array.isArray(metadata.functions) ? metadata.functions : [];
    functions.forEach((fn: { parameters?: Record<string, unknown>[] }, f: number) =>
      (fn.parameters ?? []).forEach((p, i) => {
        if (!("customEnumId" in p)) return;
        const where = `/functions/${f}/parameters/${i}/customEnumId`;
        const e = validateEnumId(p.customEnumId);
        if (e) errors.push(`${where}${e.slice(1)}`);
        else if (!ids.has(p.customEnumId as string)) errors.push(`${where} names no enum`);
        delete p.customEnumId;
      }),
    );
    const rest = validate(metadata);
    return [...errors, ...(rest ? [rest] : [])].join("\n");
  };
}
