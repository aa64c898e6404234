import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dealToLanes, failureDigest, reportedTotals } from './portal-lanes.mjs';

// What node's spec reporter prints at the end of a file with failures.
const OUTPUT = `✔ passes (1ms)
✖ failing tests:

test at specs/live.test.mjs:69:3
✖ gathers a burst of writes (3523.28ms)
  AssertionError [ERR_ASSERTION]: 3 events for one burst
  
  true !== false
  
      at TestContext.<anonymous> (file:///specs/live.test.mjs:75:12)
      at Test.run (node:internal/test_runner/test:796:25) {
    generatedMessage: false,
    code: 'ERR_ASSERTION',
  }

test at specs/live.test.mjs:83:3
✖ times out (103ms)
  locator.waitFor: Timeout 15000ms exceeded.
  Call log:
  \u001b[2m  - waiting for getByText('Batch Updated') to be visible\u001b[22m
  
      at TestContext.<anonymous> (/specs/live.test.mjs:86:8) {
    name: 'TimeoutError',
  }
ℹ tests 3
ℹ pass 1
ℹ fail 2
`;

describe('the lanes of a suite', () => {
  it('deals files to lanes in turn', () => {
    assert.deepEqual(dealToLanes(['a', 'b', 'c'], 2), [['a', 'c'], ['b']]);
    assert.deepEqual(dealToLanes(['a'], 3), [['a']]);
  });

  it('reads the totals the reporter printed last', () => {
    assert.deepEqual(reportedTotals(OUTPUT), { tests: 3, pass: 1, fail: 2, cancelled: 0, skipped: 0, todo: 0 });
  });

  it('keeps each failure with its message and without its stack', () => {
    assert.deepEqual(failureDigest(OUTPUT), [
      'test at specs/live.test.mjs:69:3',
      '✖ gathers a burst of writes (3523.28ms)',
      '  AssertionError [ERR_ASSERTION]: 3 events for one burst',
      '  true !== false',
      'test at specs/live.test.mjs:83:3',
      '✖ times out (103ms)',
      '  locator.waitFor: Timeout 15000ms exceeded.',
      '  Call log:',
      "    - waiting for getByText('Batch Updated') to be visible",
    ]);
    assert.deepEqual(failureDigest('✔ passes (1ms)\n'), ['✔ passes (1ms)']);
  });

  it('keeps the last lines of a file that failed before its tests reported', () => {
    const output = `${Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n')}\nthe portal of lane 1 did not start: Error: port in use\n\n`;
    const digest = failureDigest(output);
    assert.equal(digest.length, 8);
    assert.equal(digest.at(-1), 'the portal of lane 1 did not start: Error: port in use');
  });
});
