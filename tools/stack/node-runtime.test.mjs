// How each app's Node.js starts: the gateway with its own collector setting, every service with the shared one,
// whether started by the stack (by folder name) or from its artifact (by package name).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nodeStart } from '../package/node-artifact.mjs';
import { GATEWAY_NODE_FLAGS, SERVER_NODE_FLAGS, serverCommand } from './node-runtime.mjs';

test('the gateway runs with its own old-generation growth, the services with the shared settings', () => {
  for (const gateway of ['gateway', '@portal/gateway']) assert.deepEqual(serverCommand('main.js', gateway), ['node', ...GATEWAY_NODE_FLAGS, 'main.js']);
  for (const service of ['vehicles', '@portal/svc-vehicles']) assert.deepEqual(serverCommand('main.js', service), ['node', ...SERVER_NODE_FLAGS, 'main.js']);
  assert.ok(GATEWAY_NODE_FLAGS.includes('--heap-growing-percent=30'));
  assert.ok(SERVER_NODE_FLAGS.includes('--heap-growing-percent=10'));
  // Everything else is the same for both.
  assert.deepEqual(
    GATEWAY_NODE_FLAGS.filter((flag) => !flag.startsWith('--heap-growing-percent')),
    SERVER_NODE_FLAGS.filter((flag) => !flag.startsWith('--heap-growing-percent')),
  );
  assert.equal(nodeStart('@portal/gateway').join(' '), `node ${GATEWAY_NODE_FLAGS.join(' ')} dist/main.js`);
});
