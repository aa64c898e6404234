// How each app's Node.js starts: the gateway with its own collector setting, every service with the shared one,
// whether started by the stack or from its artifact (both name the app's kind).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nodeStart } from '../package/node-artifact.mjs';
import { GATEWAY_NODE_FLAGS, SERVER_NODE_FLAGS, serverCommand } from './node-runtime.mjs';

test('the gateway runs with its own old-generation growth, the services with the shared settings', () => {
  assert.deepEqual(serverCommand('main.js', 'gateway'), ['node', ...GATEWAY_NODE_FLAGS, 'main.js']);
  assert.deepEqual(serverCommand('main.js', 'service'), ['node', ...SERVER_NODE_FLAGS, 'main.js']);
  // A kind that starts no Node.js server (a remote, the shell) or a misspelt one is refused, not given a guess.
  for (const kind of ['remote', 'Gateway', undefined]) assert.throws(() => serverCommand('main.js', kind), /kind must be gateway or service/);
  assert.ok(GATEWAY_NODE_FLAGS.includes('--heap-growing-percent=30'));
  assert.ok(SERVER_NODE_FLAGS.includes('--heap-growing-percent=10'));
  // Everything else is the same for both.
  assert.deepEqual(
    GATEWAY_NODE_FLAGS.filter((flag) => !flag.startsWith('--heap-growing-percent')),
    SERVER_NODE_FLAGS.filter((flag) => !flag.startsWith('--heap-growing-percent')),
  );
  assert.equal(nodeStart('gateway').join(' '), `node ${GATEWAY_NODE_FLAGS.join(' ')} dist/main.js`);
  assert.equal(nodeStart('service').join(' '), `node ${SERVER_NODE_FLAGS.join(' ')} dist/main.js`);
});
