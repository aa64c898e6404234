import { Controller, Get, Logger, Param, Query, Res } from '@nestjs/common';
import { SUBJECT, parseCsvColumns, type ListEnvelope, type RawQuery } from '@portal/contracts';
import { DomainError, RpcClient, ValidationError, type Caller } from '@portal/server-kit';
import { CurrentCaller } from '../rpc/caller.decorator.js';
import { authorizeResource } from '../resources/resource-access.js';
import { csvStream } from './csv-stream.js';
import { assertKnownColumns, exportListQuery } from './export-query.js';
import { pagedRows } from './list-pages.js';

/** The most rows one CSV holds (document 3 §2.1, §9: "CSV download (up to 10000 rows)"). */
export const MAX_EXPORT_ROWS = 10_000;
/**
 * Paging of an export: pages of up to 500 rows (the list maximum we may rely on), sized by the width
 * of the rows so a page stays far below the bus's 1 MiB; 50 rows first, which every resource allows.
 */
const PAGING = { maxRows: MAX_EXPORT_ROWS, maxPageSize: 500, probeSize: 50, pageBytes: 512 * 1024, window: 3 };

/** Headers that tell the browser how many rows the file holds of how many matched. */
export const EXPORT_HEADERS = { rows: 'X-Export-Rows', total: 'X-Export-Total' } as const;

interface Reply {
  type(value: string): Reply;
  header(name: string, value: string): Reply;
  send(body: unknown): unknown;
}

/**
 * `GET /api/{resource}/export.csv`: the list grammar (filters[], with[], order_by[], appends[]) plus
 * `columns[]=fields|header[|format]`. Rows come from the owning service's list call, page by page,
 * so every access and client-scope rule of the list applies unchanged.
 */
@Controller('api')
export class CsvExportController {
  private readonly logger = new Logger('CsvExport');

  constructor(private readonly rpc: RpcClient) {}

  @Get(':resource/export.csv')
  async export(@CurrentCaller() caller: Caller, @Param('resource') resource: string, @Query() raw: RawQuery, @Res() reply: Reply) {
    const route = authorizeResource(caller.principal, resource, 'list');
    const parsed = parseCsvColumns(raw['columns[]'] ?? raw.columns);
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    const columns = parsed.columns;
    const query = exportListQuery(raw, columns);
    const subject = SUBJECT.resource(route.service, 'list');
    const fetchPage = (page: number, perPage: number) =>
      this.rpc.call<ListEnvelope<Record<string, unknown>>>(
        caller,
        subject,
        { resource, query: { ...query, page: String(page), per_page: String(perPage) } },
        route.service,
      );

    const rows = await pagedRows(fetchPage, PAGING).catch(asColumnRefusal);
    assertKnownColumns(columns, rows.first);

    const body = csvStream(columns, rows.pages);
    body.on('error', (error) => this.logger.error(`GET /api/${resource}/export.csv stopped after the headers were sent: ${error.stack ?? error.message}`));
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${resource}.csv"`)
      .header('Cache-Control', 'private, no-store')
      .header(EXPORT_HEADERS.rows, String(rows.count))
      .header(EXPORT_HEADERS.total, String(rows.total));
    return reply.send(body);
  }
}

/** The caller named columns, not `fields[]`: a field the list refuses is reported on `columns`. */
function asColumnRefusal(error: unknown): never {
  const errors = error instanceof DomainError && error.code === 'VALIDATION' ? error.errors : undefined;
  if (!errors?.fields) throw error;
  const { fields, ...rest } = errors;
  throw new ValidationError({ ...rest, columns: fields });
}
