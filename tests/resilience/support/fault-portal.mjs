// A test portal whose database lives on a PostgreSQL server of its own, which the test may stop
// and start; the machine's shared cluster is never touched.
import { DEMO_PASSWORD } from '@portal/db';
import { startPrivatePostgres } from '../../../tools/stack/postgres.mjs';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';

export async function startFaultPortal({ rpcTimeoutMs }) {
  const postgres = await startPrivatePostgres();
  let portal;
  try {
    portal = await startPortal({ rpcTimeoutMs, databaseServerUrl: postgres.url });
    // PostgreSQL (15 and later) writes the sequences of a database copied from a template (CREATE
    // DATABASE ... TEMPLATE, the WAL_LOG strategy) to its log only from the next checkpoint: a crash
    // before one would hand out ids that rows already have. A checkpoint now makes the crash fair.
    await portal.db.prisma.$executeRawUnsafe('CHECKPOINT');
  } catch (error) {
    await portal?.stop();
    await postgres.destroy();
    throw error;
  }
  return {
    portal,
    postgres,
    async stop() {
      await portal.stop();
      await postgres.destroy();
    },
  };
}

/**
 * Signs in, trying again while the machine is too busy for the identity service to hash the password
 * within the short deadline; the pause lets the abandoned attempt's work finish first.
 */
export async function signIn(apiUrl, username, attempts = 10) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await Api.signIn(apiUrl, username, DEMO_PASSWORD);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}
