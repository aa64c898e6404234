import { describe, expect, it } from '@jest/globals';
import { MAX_JSON_DEPTH, depthGuardedJsonParser, jsonDepth } from './json-body.js';

describe('jsonDepth', () => {
  it('counts the deepest nesting of objects and arrays', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('[[],[[]]]')).toBe(3);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"say \\"[[[\\" ok","b":[1]}')).toBe(2);
  });

  it('measures a body 5,000 deep without recursion and stops early', () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    expect(jsonDepth(deep)).toBe(5000);
    expect(jsonDepth(deep, 10)).toBe(11);
  });
});

describe('depthGuardedJsonParser', () => {
  function parserOf() {
    const parser = depthGuardedJsonParser((_req, body, done) => done(null, JSON.parse(String(body))));
    return (body: string) =>
      new Promise((resolve, reject) => parser(null as never, Buffer.from(body), (error, value) => (error ? reject(error) : resolve(value))));
  }

  it('refuses a body nested 5,000 deep with a 422 that says so', async () => {
    await expect(parserOf()('['.repeat(5000) + ']'.repeat(5000))).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'The body is nested too deeply',
      errors: { body: [expect.stringContaining('nested too deeply')] },
    });
  });

  it('parses ordinary bodies, up to the limit', async () => {
    const parse = parserOf();
    await expect(parse('{"items":[{"id":1}]}')).resolves.toEqual({ items: [{ id: 1 }] });
    await expect(parse('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).resolves.toBeDefined();
  });
});
