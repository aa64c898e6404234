import { cell, headerCell, letterDocument, renderPdf, usDate } from '@portal/server-kit/pdf';
import type { Row } from '../data/form-context.js';

export const RECALL_WARRANTY_TITLE = 'Recall Warranty';

/** Where a vehicle stands with its safety recalls (document 3 §3, §9: has_recall 0, 1 or unknown). */
export type RecallStatus = 'none' | 'completed' | 'open' | 'unknown';

/** The status line printed on the letter for each status. */
export const RECALL_STATUS_TEXT: Record<RecallStatus, string> = {
  none: 'No open safety recall',
  completed: 'Safety recall completed',
  open: 'Open safety recall, not yet completed',
  unknown: 'Recall status not recorded',
};

/**
 * The vehicle's own has_recall (the vehicle page's Has Recall) decides; the load transport's record is read
 * only when the vehicle has none. A recall counts as completed when the transport record says so.
 */
export function recallStatusOf(vehicle: Row): RecallStatus {
  const transport = (vehicle.vehicle_transport as Row | null | undefined) ?? null;
  const own = vehicle.has_recall;
  const flag = own === 0 || own === 1 ? own : transport?.has_recall === 0 || transport?.has_recall === 1 ? transport.has_recall : null;
  if (flag === null) return 'unknown';
  if (flag === 0) return 'none';
  return Number(transport?.is_recall_completed ?? 0) === 1 ? 'completed' : 'open';
}

const vehicleName = (vehicle: Row) =>
  [vehicle.yr, vehicle.make, vehicle.model].filter((part) => part !== null && part !== undefined && String(part).trim() !== '').join(' ');

/** What the letter warrants: only what the recorded status supports; an unknown status warrants nothing. */
export function warrantyText(vehicle: Row, status: RecallStatus): string {
  const named = `the ${vehicleName(vehicle) || 'vehicle'} with VIN ${String(vehicle.vehiclevin ?? '')}`;
  switch (status) {
    case 'none':
      return `We warrant that ${named} has no open safety recall on record at the date of this letter.`;
    case 'completed':
      return `We warrant that the safety recall of ${named} has been completed.`;
    case 'open':
      return (
        `${named.charAt(0).toUpperCase()}${named.slice(1)} has an open safety recall. We warrant that the recall will be completed ` +
        'before the vehicle is sold or registered for use in the United States.'
      );
    default:
      return `No recall status is recorded for ${named}: this letter gives no warranty for it until its recall status is checked.`;
  }
}

export interface RecallWarrantyOptions {
  /** Today in Indianapolis, YYYY-MM-DD. */
  today: string;
  /** Who printed the letters: named under each one. */
  signer: string;
}

/** One letter: the vehicle (VIN, year, make, model, client, load), its recall status and the warranty. */
function letter(vehicle: Row, options: RecallWarrantyOptions, last: boolean): object[] {
  const status = recallStatusOf(vehicle);
  const client = (vehicle.client as Row | null | undefined)?.clientname;
  const load = (vehicle.client_load as Row | null | undefined)?.name;
  const rows: Array<[string, string]> = [
    ['VIN', String(vehicle.vehiclevin ?? '')],
    ['Year', vehicle.yr === null || vehicle.yr === undefined ? '' : String(vehicle.yr)],
    ['Make', String(vehicle.make ?? '')],
    ['Model', String(vehicle.model ?? '')],
    ['Client', client ? String(client) : 'No Client'],
    ['Load', load ? String(load) : 'No Load'],
    ['Recall Status', RECALL_STATUS_TEXT[status]],
  ];
  return [
    { text: RECALL_WARRANTY_TITLE.toUpperCase(), fontSize: 20, bold: true },
    { text: `Date: ${usDate(options.today)}`, margin: [0, 8, 0, 0] },
    {
      margin: [0, 16, 0, 0],
      table: { widths: [110, '*'], body: rows.map(([label, value]) => [headerCell(label), cell(value)]) },
      layout: 'lightHorizontalLines',
    },
    { text: warrantyText(vehicle, status), fontSize: 11, margin: [0, 20, 0, 0] },
    { text: '______________________________', margin: [0, 48, 0, 0] },
    { text: options.signer, ...(last ? {} : { pageBreak: 'after' }) },
  ];
}

/** The letters, one a page, in the order the vehicles were asked for. */
export function recallWarrantyDefinition(vehicles: readonly Row[], options: RecallWarrantyOptions, onPages: (pages: number) => void = () => undefined): object {
  return letterDocument(
    RECALL_WARRANTY_TITLE,
    vehicles.flatMap((vehicle, i) => letter(vehicle, options, i === vehicles.length - 1)),
    onPages,
  );
}

export function renderRecallWarranties(vehicles: readonly Row[], options: RecallWarrantyOptions): Promise<{ bytes: Buffer; pages: number }> {
  return renderPdf((onPages) => recallWarrantyDefinition(vehicles, options, onPages));
}

/** The relations a letter prints from. */
export const RECALL_WARRANTY_RELATIONS = ['client', 'client_load', 'vehicle_transport'];
