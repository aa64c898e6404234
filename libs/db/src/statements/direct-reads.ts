import type { Pool } from 'pg';
import { statementNamer } from './statement-names.js';

/**
 * Statements sent straight to the client's pool, beside Prisma: reads the resource engine writes as
 * one SQL statement each, whose single column PostgreSQL builds as JSON. Each distinct text is named
 * (prepared once per connection), as Prisma's own statements are, under a prefix of its own.
 */
export interface DirectReads {
  /** The first column of every row the statement answers, as pg reads its type (json is parsed). */
  column(text: string, values: readonly unknown[]): Promise<unknown[]>;
}

const readsByClient = new WeakMap<object, DirectReads>();

export function directReadsOver(pool: Pool): DirectReads {
  const name = statementNamer();
  return {
    async column(text, values) {
      const statementName = name({ sql: text });
      const result = await pool.query<unknown[]>({
        text,
        values: values as unknown[],
        rowMode: 'array',
        ...(statementName ? { name: `direct_${statementName}` } : {}),
      });
      return result.rows.map((row) => row[0]);
    },
  };
}

export function registerDirectReads(client: object, reads: DirectReads): void {
  readsByClient.set(client, reads);
}

/** The direct reads of a client made by createPrismaClient; undefined for any other (a transaction's, a test double). */
export function directReadsOf(client: object): DirectReads | undefined {
  return readsByClient.get(client);
}
