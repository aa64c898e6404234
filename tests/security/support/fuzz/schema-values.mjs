// Values shaped by a catalog entry's request schema (as JSON Schema), each part now and then replaced by
// anything at all: near enough to pass the first checks of a call, wrong enough to test what follows.
import fc from 'fast-check';
import { JsonObject, RawJson, hostileJson, hostileText } from './values.mjs';

const EXTRA_KEYS = ['__proto__', 'constructor', 'id', 'userid', 'clientid', 'roleid', 'extra', ''];

/** A JSON Schema of a part of a call's request (zod's own conversion, as the caller sends it). */
export function jsonSchemaOf(zodSchema) {
  return zodSchema.toJSONSchema({ io: 'input', unrepresentable: 'any' });
}

/** Values for `schema`: mostly of its shape, one in six anything. */
export function fromSchema(schema) {
  return fc.oneof({ weight: 5, arbitrary: shaped(schema ?? {}) }, { weight: 1, arbitrary: hostileJson() });
}

function shaped(schema) {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(fromSchema));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => shaped({ ...schema, type })));
  switch (types[0]) {
    case 'object':
      return objectOf(schema);
    case 'array':
      return arrayOf(schema);
    case 'string':
      return fc.oneof(hostileText({ maxLength: (schema.maxLength ?? 300) + 2 }), fc.string({ maxLength: 20 }));
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(-1, 0, 1, 2, 3, 2 ** 31, 2 ** 53 + 2),
        fc.constantFrom(new RawJson('1e999'), new RawJson('-0')),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostileJson();
  }
}

/** The declared properties (the required ones always, the others now and then) and sometimes a few more. */
function objectOf(schema) {
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {}).map(([key, property]) => {
    const value = fromSchema(property).map((v) => [key, v]);
    return required.has(key)
      ? value.map((entry) => [entry])
      : fc.option(
          value.map((entry) => [entry]),
          { nil: [] },
        );
  });
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), hostileText({ maxLength: 20 })), hostileJson()), { maxLength: 2 });
  return fc.tuple(fc.tuple(...properties), extra).map(([declared, more]) => new JsonObject([...declared.flat(), ...more]));
}

/** A few items, or one more than the schema allows. */
function arrayOf(schema) {
  const item = fromSchema(schema.items ?? {});
  const few = fc.array(item, { maxLength: Math.min(schema.maxItems ?? 4, 4) });
  if (schema.maxItems === undefined) return few;
  return fc.oneof({ weight: 6, arbitrary: few }, { weight: 1, arbitrary: item.map((v) => Array.from({ length: schema.maxItems + 1 }, () => v)) });
}
