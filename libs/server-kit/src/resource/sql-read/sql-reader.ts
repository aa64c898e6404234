import type { DirectReads } from '@portal/db';
import type { ModelCatalog } from '../catalog.js';
import { NotCompiled, ReadCompiler, type AnswerShape, type TotalQuery } from './compile.js';
import { reviveRows } from './revive.js';

type Row = Record<string, unknown>;
type Args = Record<string, unknown>;

/**
 * The resource engine's reads as single statements on the database's own connections, bypassing
 * Prisma's request building, result mapping and the objects between: PostgreSQL builds each row as
 * JSON, which is parsed once and given the values Prisma would have (reviveRows). Each method answers
 * undefined for a shape the compiler does not write; the engine then asks Prisma.
 */
export class SqlReader {
  private readonly compiler: ReadCompiler;

  constructor(
    private readonly reads: DirectReads,
    private readonly catalog: ModelCatalog,
  ) {
    this.compiler = new ReadCompiler(catalog);
  }

  async findMany(modelName: string, args: Args): Promise<Row[] | undefined> {
    const statement = compiled(() => this.compiler.findMany(modelName, args));
    if (!statement) return undefined;
    const rows = (await this.reads.column(statement.text, statement.values)) as Row[];
    return reviveRows(this.catalog, this.catalog.model(modelName), args.select as Row, rows);
  }

  /** A page and its total in one round trip; the total of a short first page is its length. */
  async page(modelName: string, args: Args, total: TotalQuery): Promise<{ rows: Row[]; total: number } | undefined> {
    const statement = compiled(() => this.compiler.page(modelName, args, total));
    if (!statement) return undefined;
    const rows: Row[] = [];
    let counted: unknown = null;
    // The rows are objects; the one other value is the total (a number, or null for a short first page).
    for (const value of await this.reads.column(statement.text, statement.values)) {
      if (typeof value === 'object' && value !== null) rows.push(value as Row);
      else counted = value;
    }
    const revived = reviveRows(this.catalog, this.catalog.model(modelName), args.select as Row, rows);
    return { rows: revived, total: counted === null ? revived.length : Number(counted) };
  }

  /** A page as its answer's JSON text and its total, both written by PostgreSQL (ReadCompiler.answerPage). */
  async answerPage(modelName: string, args: Args, total: TotalQuery, shape: AnswerShape): Promise<{ data: string; total: number } | undefined> {
    const statement = compiled(() => this.compiler.answerPage(modelName, args, total, shape));
    if (!statement) return undefined;
    const [data, counted] = await this.reads.column(statement.text, statement.values);
    return { data: data as string, total: Number(counted) };
  }

  async findFirst(modelName: string, args: Args): Promise<Row | null | undefined> {
    const rows = await this.findMany(modelName, { ...args, take: 1 });
    return rows === undefined ? undefined : (rows[0] ?? null);
  }

  async count(modelName: string, where: Row | undefined): Promise<number | undefined> {
    const statement = compiled(() => this.compiler.count(modelName, where));
    if (!statement) return undefined;
    const [n] = await this.reads.column(statement.text, statement.values);
    return Number(n);
  }

  /** The sum of a numeric field over the rows `where` matches; null when none does, as Prisma's aggregate says. */
  async sum(modelName: string, where: Row | undefined, field: string): Promise<number | null | undefined> {
    const statement = compiled(() => this.compiler.sum(modelName, where, field));
    if (!statement) return undefined;
    const [n] = await this.reads.column(statement.text, statement.values);
    return n === null || n === undefined ? null : Number(n);
  }
}

function compiled<T>(compile: () => T): T | undefined {
  try {
    return compile();
  } catch (error) {
    if (error instanceof NotCompiled) return undefined;
    throw error;
  }
}
