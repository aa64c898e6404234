import type { PrismaClient } from '@portal/db';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { DASHBOARD_TEXT, DRILL_FILTERS, XLSX_CONTENT_TYPE, formatDate, type CallAnswer, type Principal, type missingBondReleaseXlsx } from '@portal/contracts';
import type { ResourceEngine, StoragePort } from '@portal/server-kit';
import { knownDashboardScope } from './dashboard-scope.js';

/** The most rows the file holds, as the CSV exports (document 3 §9). */
export const MISSING_BOND_RELEASE_MAX_ROWS = 10_000;
const PAGE = 500;

const COLUMNS = [
  { header: 'VIN', key: 'vehiclevin', width: 20 },
  { header: 'Year', key: 'yr', width: 6 },
  { header: 'Make', key: 'make', width: 14 },
  { header: 'Model', key: 'model', width: 18 },
  { header: 'Client', key: 'client', width: 28 },
  { header: 'Crossed Border', key: 'crossedborderdate', width: 14 },
  { header: 'Submitted to DOT', key: 'submitteddotdate', width: 16 },
  { header: 'Vault Release', key: 'vaultreleasedate', width: 14 },
] as const;

type Row = Record<string, unknown>;

/** Every row of the needs-bond-release drill-down the caller may see, page by page. */
async function drillRows(engine: ResourceEngine, principal: Principal, clientFilter: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < MISSING_BOND_RELEASE_MAX_ROWS; page++) {
    const answer = await engine.list(principal, 'vehicles_drill', {
      'filters[]': [...DRILL_FILTERS.needsbondrelease, ...clientFilter],
      'with[]': ['client'],
      'order_by[]': ['submitteddotdate|asc'],
      page: String(page),
      per_page: String(PAGE),
    });
    rows.push(...answer.data);
    if (answer.data.length < PAGE) break;
  }
  return rows.slice(0, MISSING_BOND_RELEASE_MAX_ROWS);
}

/** The spreadsheet of the RI vehicles submitted to the DOT without a bond release (document 2 §2, §7). */
export async function missingBondReleaseFile(
  prisma: PrismaClient,
  engine: ResourceEngine,
  storage: StoragePort,
  principal: Principal,
  query: { clientId?: string },
): Promise<CallAnswer<typeof missingBondReleaseXlsx>> {
  const scope = await knownDashboardScope(prisma, principal, query.clientId);
  const rows = await drillRows(engine, principal, scope.clientId === null ? [] : [`clientid|eq|${scope.clientId}`]);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Missing Bond Release');
  sheet.columns = COLUMNS.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      vehiclevin: row.vehiclevin,
      yr: row.yr,
      make: row.make,
      model: row.model,
      client: (row.client as { clientname?: string } | null)?.clientname ?? '',
      crossedborderdate: formatDate(row.crossedborderdate as string | null),
      submitteddotdate: formatDate(row.submitteddotdate as string | null),
      vaultreleasedate: formatDate(row.vaultreleasedate as string | null),
    });
  }
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  const key = `reports/renders/${randomUUID()}.xlsx`;
  const contentType = XLSX_CONTENT_TYPE;
  await storage.put(key, data, contentType);
  return { key, filename: DASHBOARD_TEXT.MISSING_BOND_RELEASE_FILE, contentType, pages: 1, temporary: true, leftOut: [] };
}
