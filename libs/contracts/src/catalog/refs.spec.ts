import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { RESOURCE_ROUTES } from '../routes/index.js';
import { CALLS } from './index.js';

/** The schema of one request input (`query.clientId`), or undefined when the request has no such input. */
function inputSchema(request: z.ZodType, input: string): z.ZodType | undefined {
  const [part, name] = input.split('.');
  const shape = (request as z.ZodObject<z.ZodRawShape>).shape;
  const section = shape?.[part] as z.ZodObject<z.ZodRawShape> | undefined;
  return section?.shape?.[name] as z.ZodType | undefined;
}

describe('the record inputs a call declares (refs)', () => {
  const declared = CALLS.flatMap((call) => Object.entries(call.refs ?? {}).map(([input, resource]) => ({ call, input, resource })));

  it('are declared on the calls that scope by them', () => {
    expect(declared.map(({ call, input }) => `${call.name} ${input}`)).toEqual(
      expect.arrayContaining(['reports.dashboard.read query.clientId', 'documents.jobs.queue body.vehicleIds', 'documents.forms.render params.id']),
    );
  });

  it.each(declared.map((d) => [`${d.call.name} ${d.input}`, d] as const))('%s is an input of the call naming a generic resource', (_, d) => {
    expect(Object.keys(RESOURCE_ROUTES)).toContain(d.resource);
    const schema = inputSchema(d.call.request, d.input);
    expect(schema).toBeDefined();
    // A record id in one of the forms the matrix sends: a number, digits, a list of them or ids joined by commas.
    const takesId = [1, '1', [1], '1,2'].some((value) => schema!.safeParse(value).success);
    expect(takesId).toBe(true);
  });
});
