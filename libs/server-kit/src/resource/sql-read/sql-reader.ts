import type { DirectReads } from '@portal/db';
import type { ModelCatalog } from '../catalog.js';
import { NotCompiled, ReadCompiler, type AnswerShape, type PageLimit, type TotalQuery } from './compile.js';
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

  async findMany(modelName: string, args: Args, limit: PageLimit = 'parameter'): Promise<Row[] | undefined> {
    const statement = compiled(() => this.compiler.findMany(modelName, args, limit));
    if (!statement) return undefined;
    const rows = (await this.reads.column(statement.text, statement.values)) as Row[];
    return reviveRows(this.catalog, this.catalog.model(modelName), args.select as Row, rows);
  }

  /** A page and its total in one round trip; the total of a short first page is its length. */
  async page(modelName: string, args: Args, total: TotalQuery, limit: PageLimit = 'parameter'): Promise<{ rows: Row[]; total: number } | undefined> {
    const statement = compiled(() => this.compiler.page(modelName, args, total, limit));
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
  async answerPage(
    modelName: string,
    args: Args,
    total: TotalQuery,
    shape: AnswerShape,
    limit: PageLimit = 'parameter',
  ): Promise<{ data: string; total: number } | undefined> {
    const statement = compiled(() => this.compiler.answerPage(modelName, args, total, shape, limit));
    if (!statement) return undefined;
    const [data, counted] = await this.reads.column(statement.text, statement.values);
    return { data: data as string, total: Number(counted) };
  }

  /**
   * A record as its answer's JSON text, written by PostgreSQL (ReadCompiler.answerRecord), and, when `inputs`
   * names fields, those fields of it as the engine reads rows; null when no record matches.
   */
  async answerRecord(modelName: string, args: Args, shape: AnswerShape, inputs?: Row): Promise<{ text: string; inputs: Row | undefined } | null | undefined> {
    const statement = compiled(() => this.compiler.answerRecord(modelName, args, shape, inputs));
    if (!statement) return undefined;
    const [text, read] = (await this.reads.column(statement.text, statement.values)) as Array<string | undefined>;
    if (text === undefined) return null;
    if (!inputs) return { text, inputs: undefined };
    const [row] = reviveRows(this.catalog, this.catalog.model(modelName), inputs, [JSON.parse(read!) as Row]);
    return { text, inputs: row };
  }

  /** A record by its key (with the caller's clients): the same plan serves every call, so its limit is text. */
  async findFirst(modelName: string, args: Args): Promise<Row | null | undefined> {
    const rows = await this.findMany(modelName, { ...args, take: 1 }, 'text');
    return rows === undefined ? undefined : (rows[0] ?? null);
  }

  async count(modelName: string, where: Row | undefined, distinct?: string): Promise<number | undefined> {
    const statement = compiled(() => this.compiler.count(modelName, where, distinct));
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
