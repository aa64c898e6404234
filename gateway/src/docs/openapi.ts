import { RESOURCE_ROUTES, FILTER_OPERATORS } from '@portal/contracts';

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
  { name: 'order_by[]', in: 'query', style: 'form', explode: true, schema: { type: 'array', items: { type: 'string' } }, description: 'field|asc or field|desc (anything else means asc)' },
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

const refreshBody = { required: true, content: { 'application/json': { schema: { type: 'object', properties: { refresh_token: { type: 'string' } }, required: ['refresh_token'] } } } };

const tooManySignIns = {
  description: 'Too many failed sign-ins for the account, from the address, or on the portal; the Retry-After header gives the seconds to wait',
  headers: { 'Retry-After': { schema: { type: 'integer' } } },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
const row = { type: 'object', additionalProperties: true };

/** The API description, built from the same routing table the gateway enforces. */
export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, unknown> = {
    '/api/authenticate': {
      post: {
        tags: ['identity'],
        summary: 'Sign in with a username or e-mail and a password',
        security: [],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { username: { type: 'string' }, password: { type: 'string' } }, required: ['username', 'password'] } } } },
        responses: {
          '200': { description: '{user, access_token, webUser, refresh_token, expires_in}: the access token is valid expires_in seconds; renew it with /api/authenticate/refresh' },
          ...errorResponses,
          '429': tooManySignIns,
        },
      },
    },
    '/api/authenticate/refresh': {
      post: {
        tags: ['identity'],
        summary:
          'Exchange a refresh token (good for one use) for a new access token and the next refresh token; ' +
          'the user is read again, so a new role or client shows at once',
        security: [],
        requestBody: refreshBody,
        responses: { '200': { description: '{user, access_token, webUser, refresh_token, expires_in}' }, ...errorResponses },
      },
    },
    '/api/authenticate/revoke': {
      post: {
        tags: ['identity'],
        summary: 'Sign out: the session of this refresh token ends on the server',
        security: [],
        requestBody: refreshBody,
        responses: { '200': { description: '{success: true}' }, ...errorResponses },
      },
    },
    '/api/users': { get: { tags: ['identity'], summary: 'Users (staff)', parameters: listParameters, responses: { '200': { description: 'List envelope' }, ...errorResponses } } },
    '/api/users/{id}': { get: { tags: ['identity'], summary: 'One user (staff)', parameters: [idParam], responses: { '200': { description: 'User' }, ...errorResponses } } },
    '/api/nhtsa/vin/{vin}': {
      get: {
        tags: ['vehicles'],
        summary:
          'Decode a VIN (NHTSA vPIC, offline copy by default): year, make, model, body class, error code, TPMS warnings, ' +
          'and with conformanceCheck=1 whether the year/make/model needs Conformance Plus',
        parameters: [
          { name: 'vin', in: 'path', required: true, schema: { type: 'string', maxLength: 17 } },
          { name: 'recall', in: 'query', schema: { type: 'string', enum: ['0', '1', 'true', 'false'] } },
          { name: 'conformanceCheck', in: 'query', schema: { type: 'string', enum: ['0', '1', 'true', 'false'] } },
        ],
        responses: { '200': { description: '{vin, modelyear, make, model, bodyclass, vehicletype, errorcode, errortext, source, tpms[], conformanceCheck?}' }, ...errorResponses },
      },
    },
    '/api/vehicles/{id}/images': {
      post: {
        tags: ['vehicles'],
        summary:
          'Upload a photo or file for a vehicle (multipart: photo or file, note, type). Judged by content: ' +
          'a photo is JPEG, PNG, GIF, WebP or HEIC; a file also PDF; anything else, empty or damaged is a 422 on file',
        parameters: [idParam],
        requestBody: { content: { 'multipart/form-data': { schema: { type: 'object', properties: { photo: { type: 'string', format: 'binary' }, file: { type: 'string', format: 'binary' }, note: { type: 'string' }, type: { type: 'integer' } } } } } },
        responses: { '201': { description: 'The stored image' }, ...errorResponses },
      },
      get: {
        tags: ['vehicles'],
        summary: 'Every file of a vehicle the caller may see, in one zip (streamed; files missing from the storage are listed in MISSING.txt)',
        parameters: [idParam],
        responses: { '200': { description: 'application/zip' }, ...errorResponses },
      },
    },
    '/api/vehicles/{id}/images/{imageId}': {
      get: {
        tags: ['vehicles'],
        summary: 'An image of a vehicle the caller may see (original, or size=thumb|large)',
        parameters: [idParam, { name: 'imageId', in: 'path', required: true, schema: { type: 'integer' } }, { name: 'size', in: 'query', schema: { type: 'string', enum: ['thumb', 'large'] } }],
        responses: { '200': { description: 'The image bytes' }, ...errorResponses },
      },
    },
    '/api/vehicles/{id}/history': { get: { tags: ['vehicles'], summary: 'Every recorded change of a vehicle (field, old, new, who, when)', parameters: [idParam], responses: { '200': { description: 'History items, newest first' }, ...errorResponses } } },
    '/api/vehicles/{id}/conformance': {
      get: { tags: ['vehicles'], summary: 'Conformance Plus of a vehicle with its items', parameters: [idParam], responses: { '200': { description: 'Conformance Plus' }, ...errorResponses } },
      post: { tags: ['vehicles'], summary: 'Start Conformance Plus for a vehicle (staff)', parameters: [idParam], responses: { '201': { description: 'Conformance Plus' }, ...errorResponses } },
      put: { tags: ['vehicles'], summary: 'Save the conformance items (staff); stamps the completed date and user', parameters: [idParam], responses: { '200': { description: 'Conformance Plus' }, ...errorResponses } },
    },
    '/api/health': { get: { tags: ['operations'], summary: 'Broker, database and service health', security: [], responses: { '200': { description: 'All up' }, '503': { description: 'Something is down' } } } },
  };
  for (const [name, route] of Object.entries(RESOURCE_ROUTES)) {
    const tag = route.service;
    const list: Record<string, unknown> = {};
    const item: Record<string, unknown> = {};
    const note = (action: keyof typeof route.access) => (route.access[action] === 'staff' ? ' (staff only)' : '');
    if (route.access.list !== 'none') list.get = { tags: [tag], summary: `List ${name}${note('list')}`, parameters: listParameters, responses: { '200': { description: '{data, current_page, per_page, total}', content: { 'application/json': { schema: { $ref: '#/components/schemas/ListEnvelope' } } } }, ...errorResponses } };
    if (route.access.create !== 'none') list.post = { tags: [tag], summary: `Create ${name}${note('create')}`, requestBody: { content: { 'application/json': { schema: row } } }, responses: { '201': { description: 'Created row' }, ...errorResponses } };
    if (route.access.read !== 'none') item.get = { tags: [tag], summary: `Read one of ${name}${note('read')}`, parameters: [idParam, listParameters[3], listParameters[5]], responses: { '200': { description: 'Row' }, ...errorResponses } };
    if (route.access.update !== 'none') item.put = { tags: [tag], summary: `Update one of ${name}${note('update')}`, parameters: [idParam], requestBody: { content: { 'application/json': { schema: row } } }, responses: { '200': { description: 'Updated row' }, ...errorResponses } };
    if (route.access.delete !== 'none') item.delete = { tags: [tag], summary: `Delete one of ${name}${note('delete')}`, parameters: [idParam], responses: { '200': { description: 'Deleted row' }, ...errorResponses } };
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
    if (Object.keys(list).length) paths[`/api/${name}`] = list;
    if (Object.keys(item).length) paths[`/api/${name}/{id}`] = item;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Portal API', version: '1.0.0', description: 'Vehicle title, registration and registered-import back office. Client users only ever see their own client\'s rows.' },
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: errorBody,
        ListEnvelope: { type: 'object', properties: { data: { type: 'array', items: row }, current_page: { type: 'integer' }, per_page: { type: 'integer' }, total: { type: 'integer' } }, required: ['data', 'current_page', 'per_page', 'total'] },
      },
    },
    paths,
  };
}
