// The physical limit of an answer: the hand-written statement run directly on PostgreSQL through a
// pool as large as the connection count, timed from send to the last row received.
import pg from 'pg';
import { timedLoops } from './percentiles.mjs';

export async function createSqlRunner(url, maxConnections) {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // Every connection opened before timing starts, so connecting is never measured.
  const clients = await Promise.all(Array.from({ length: maxConnections }, () => pool.connect()));
  clients.forEach((client) => client.release());
  return {
    /** `sql.values(i)` varies the parameters call by call, as the API side varies its paths. */
    async measure(sql, { connections, seconds }) {
      return timedLoops({ connections, seconds, once: (i) => pool.query({ name: sql.name, text: sql.text, values: sql.values(i) }) });
    },
    query: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}
