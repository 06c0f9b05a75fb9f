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
 * meta-schema rejects, and which requires nothing) dropped.
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
  return (data) => {
    const metadata = { ...(data as Record<string, unknown>) };
    delete metadata.allowCustomDataForDataTypeAny;
    return validate(metadata);
  };
}
