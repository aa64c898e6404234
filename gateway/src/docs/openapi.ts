import { CALLS, ERROR_CODE, FILTER_OPERATORS, RESOURCE_ROUTES, pathParams, type CallEntry } from '@portal/contracts';
import { z } from 'zod';

const errorBody = {
  type: 'object',
  properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
  required: ['message'],
};

const errorResponses = Object.fromEntries(
  [
    [
      '401',
      'Not signed in, or the token is not valid, expired, or its session has ended ' +
        '(the user was disabled, or its role, client or password changed): refresh it',
    ],
    ['403', 'The role may not do this'],
    ['404', 'No such row, or it belongs to another client'],
    ['422', 'A field, relation, operator or value was refused; `errors` names each'],
    ['503', 'The owning service is not available'],
    ['504', 'The owning service did not answer in time'],
  ].map(([code, description]) => [code, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }]),
);

const listParameters = [
  { name: 'per_page', in: 'query', schema: { type: 'integer', minimum: 1 }, description: 'Rows per page; each resource has a default and a maximum' },
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
  {
    name: 'filters[]',
    in: 'query',
    style: 'form',
    explode: true,
    schema: { type: 'array', items: { type: 'string' } },
    description:
      `field|operator|value, operators: ${FILTER_OPERATORS.join(', ')}. \`relation.field\` filters a declared relation. ` +
      "Clauses prefixed with the same `label:` are OR'ed. `in`/`notin` take comma-separated values; `like` without % means contains (case-insensitive).",
  },
  { name: 'with[]', in: 'query', style: 'form', explode: true, schema: { type: 'array', items: { type: 'string' } }, description: 'Relations to load' },
  {
    name: 'order_by[]',
    in: 'query',
    style: 'form',
    explode: true,
    schema: { type: 'array', items: { type: 'string' } },
    description: 'field|asc or field|desc (anything else means asc)',
  },
  { name: 'appends[]', in: 'query', style: 'form', explode: true, schema: { type: 'array', items: { type: 'string' } }, description: 'Computed fields' },
];

const exportParameters = [
  ...listParameters.slice(2),
  {
    name: 'columns[]',
    in: 'query',
    required: true,
    style: 'form',
    explode: true,
    schema: { type: 'array', items: { type: 'string' } },
    description:
      'fields|header[|format], in order. fields: a field path of a list row (`vehiclevin`, `client.clientname` loads the relation, an append), ' +
      'comma-separated fallbacks. format: text (default), usDate, date, stamp, currency, yesNo, `yesNo:{"yes":..,"no":..}`, ' +
      '`labels:{"1":"Client User",..}`. A field the list does not send is a 422.',
  },
];

const tooManySignIns = {
  description: 'Too many failed sign-ins for the account, from the address, or on the portal; the Retry-After header gives the seconds to wait',
  headers: { 'Retry-After': { schema: { type: 'integer' } } },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };

/** `/api/vehicles/:id/history` as OpenAPI writes it: `/api/vehicles/{id}/history`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/** A zod schema as JSON Schema, as a caller sends it (`input`) or receives it (`output`). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  try {
    const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
    return rest;
  } catch {
    return { type: 'object' };
  }
}

/** The `params`, `query` or `body` part of a call's request schema. */
function part(call: CallEntry, name: 'params' | 'query' | 'body'): z.ZodType | undefined {
  const shape = (call.request as unknown as { shape?: Record<string, z.ZodType> }).shape;
  return shape?.[name];
}

function queryParameters(call: CallEntry): unknown[] {
  const query = part(call, 'query');
  if (!query) return [];
  const schema = jsonSchema(query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  if (!schema.properties || Object.keys(schema.properties).length === 0) return call.path === '/api/users' ? listParameters : [];
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** One catalog call as an OpenAPI operation: its parameters, body, answer, access and the errors it may give. */
function callOperation(call: CallEntry): Record<string, unknown> {
  const body = part(call, 'body');
  const requestBody =
    call.transport === 'upload'
      ? {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  photo: { type: 'string', format: 'binary' },
                  file: { type: 'string', format: 'binary' },
                  note: { type: 'string' },
                  type: { type: 'integer' },
                },
              },
            },
          },
        }
      : body
        ? { required: true, content: { 'application/json': { schema: jsonSchema(body, 'input') } } }
        : undefined;
  const success =
    call.transport === 'download'
      ? { description: 'The file, streamed' }
      : call.transport === 'stream'
        ? { description: call.summary, content: { 'text/event-stream': { schema: { type: 'string' } } } }
        : { description: call.summary, content: { 'application/json': { schema: jsonSchema(call.answer, 'output') } } };
  const access = call.access === 'staff' ? ' (staff only)' : '';
  return {
    tags: [call.service],
    operationId: call.name,
    summary: `${call.summary}${access}`,
    ...(call.access === 'public' ? { security: [] } : {}),
    parameters: [...pathParams(call.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })), ...queryParameters(call)],
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [String(call.status ?? 200)]: success,
      ...errorResponses,
      ...(call.errors.includes(ERROR_CODE.TOO_MANY_REQUESTS) ? { '429': tooManySignIns } : {}),
    },
  };
}
const row = { type: 'object', additionalProperties: true };

/** The API description, built from the same routing table the gateway enforces. */
export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {
    '/api/health': {
      get: {
        tags: ['operations'],
        summary: 'Broker, database and service health',
        security: [],
        responses: { '200': { description: 'All up' }, '503': { description: 'Something is down' } },
      },
    },
  };
  for (const call of CALLS) (paths[openApiPath(call.path)] ??= {})[call.method.toLowerCase()] = callOperation(call);
  for (const [name, route] of Object.entries(RESOURCE_ROUTES)) {
    const tag = route.service;
    const list: Record<string, unknown> = {};
    const item: Record<string, unknown> = {};
    const note = (action: keyof typeof route.access) => (route.access[action] === 'staff' ? ' (staff only)' : '');
    if (route.access.list !== 'none')
      list.get = {
        tags: [tag],
        summary: `List ${name}${note('list')}`,
        parameters: listParameters,
        responses: {
          '200': {
            description: '{data, current_page, per_page, total}',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ListEnvelope' } } },
          },
          ...errorResponses,
        },
      };
    if (route.access.create !== 'none')
      list.post = {
        tags: [tag],
        summary: `Create ${name}${note('create')}`,
        requestBody: { content: { 'application/json': { schema: row } } },
        responses: { '201': { description: 'Created row' }, ...errorResponses },
      };
    if (route.access.read !== 'none')
      item.get = {
        tags: [tag],
        summary: `Read one of ${name}${note('read')}`,
        parameters: [idParam, listParameters[3], listParameters[5]],
        responses: { '200': { description: 'Row' }, ...errorResponses },
      };
    if (route.access.update !== 'none')
      item.put = {
        tags: [tag],
        summary: `Update one of ${name}${note('update')}`,
        parameters: [idParam],
        requestBody: { content: { 'application/json': { schema: row } } },
        responses: { '200': { description: 'Updated row' }, ...errorResponses },
      };
    if (route.access.delete !== 'none')
      item.delete = {
        tags: [tag],
        summary: `Delete one of ${name}${note('delete')}`,
        parameters: [idParam],
        responses: { '200': { description: 'Deleted row' }, ...errorResponses },
      };
    if (route.access.list !== 'none') {
      paths[`/api/${name}/export.csv`] = {
        get: {
          tags: [tag],
          summary: `Download ${name} as CSV${note('list')}: the rows the list call answers (same filters, order and client scope), at most 10,000`,
          parameters: exportParameters,
          responses: {
            '200': {
              description:
                'CSV with a header row, streamed. X-Export-Rows: rows in the file; ' +
                'X-Export-Total: rows that matched (more than X-Export-Rows when the cap left some out).',
              headers: { 'X-Export-Rows': { schema: { type: 'integer' } }, 'X-Export-Total': { schema: { type: 'integer' } } },
              content: { 'text/csv': { schema: { type: 'string' } } },
            },
            ...errorResponses,
          },
        },
      };
    }
    // A catalog call on the same path (deleting a vehicle image) keeps its own operation.
    if (Object.keys(list).length) paths[`/api/${name}`] = { ...list, ...paths[`/api/${name}`] };
    if (Object.keys(item).length) paths[`/api/${name}/{id}`] = { ...item, ...paths[`/api/${name}/{id}`] };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal API',
      version: '1.0.0',
      description: "Vehicle title, registration and registered-import back office. Client users only ever see their own client's rows.",
    },
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: errorBody,
        ListEnvelope: {
          type: 'object',
          properties: { data: { type: 'array', items: row }, current_page: { type: 'integer' }, per_page: { type: 'integer' }, total: { type: 'integer' } },
          required: ['data', 'current_page', 'per_page', 'total'],
        },
      },
    },
    paths,
  };
}
