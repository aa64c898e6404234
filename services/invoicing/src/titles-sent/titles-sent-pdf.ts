import { cell, headerCell, letterDocument, renderPdf, usDate } from '../pdf/pdf-kit.js';
import type { titlesSentGroup } from './titles-sent.js';

type Group = Awaited<ReturnType<typeof titlesSentGroup>>;

/** The titles sent to a client through an auction on one date: one row per title (overnight tracking number, auction, VIN). */
export function titlesSentPdfDefinition(group: Group, onPages: (pages: number) => void = () => undefined): object {
  return letterDocument(
    `Titles Sent ${usDate(group.sent_to_auction_date)}`,
    [
      { text: 'TITLES SENT', fontSize: 20, bold: true },
      { text: `Date Sent: ${usDate(group.sent_to_auction_date)}`, margin: [0, 12, 0, 0] },
      { text: `Client: ${group.client_name}` },
      { text: `Auction: ${group.auction_name}` },
      { text: `Titles: ${group.rows.length}` },
      {
        margin: [0, 16, 0, 0],
        table: {
          headerRows: 1,
          widths: [16, 150, '*', 140],
          body: [
            ['#', 'Overnight Tracking #', 'Auction', 'VIN'].map(headerCell),
            ...group.rows.map((r, i) => [cell(String(i + 1)), cell(r.overnight_tracking_number ?? ''), cell(r.auction_name), cell(r.vin ?? '')]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
    onPages,
  );
}

export function renderTitlesSentPdf(group: Group): Promise<{ bytes: Buffer; pages: number }> {
  return renderPdf((onPages) => titlesSentPdfDefinition(group, onPages));
}

export const titlesSentFilename = (group: Pick<Group, 'sent_to_auction_date'>) => `titles-sent-${group.sent_to_auction_date}.pdf`;
