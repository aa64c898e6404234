import type { OneOffInvoice, PrismaClient } from '@portal/db';
import { NotFoundError } from '@portal/server-kit';
import { indianapolisDate } from '../dates.js';
import { INVOICE_PAGE, invoiceHeading, pagedFooter, renderPdf, usDate, usd } from '../pdf/pdf-kit.js';

export async function loadOneOffInvoice(prisma: Pick<PrismaClient, 'oneOffInvoice'>, id: number): Promise<OneOffInvoice> {
  const invoice = await prisma.oneOffInvoice.findUnique({ where: { id } });
  if (!invoice) throw new NotFoundError(`One-off invoice ${id} not found`);
  return invoice;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const joined = (parts: unknown[], separator = ' ') => parts.map(text).filter(Boolean).join(separator);

/** The lines of the invoice's one row: the vehicle, its VIN, the pickup and delivery and the driver, as far as they are filled. */
function description(invoice: OneOffInvoice): string {
  const lines = [
    joined([invoice.year, invoice.make, invoice.model]),
    text(invoice.vin) && `VIN: ${text(invoice.vin)}`,
    text(invoice.pickup_location) && `Pickup: ${text(invoice.pickup_location)}`,
    text(invoice.delivery_location) && `Delivery: ${text(invoice.delivery_location)}`,
    text(invoice.driver_name) && `Driver: ${text(invoice.driver_name)}`,
  ];
  return lines.filter(Boolean).join('\n');
}

/**
 * A one-off invoice laid out as the batches' invoices are: INVOICE with its number and date (the day it was
 * created, in Indianapolis), Bill To with the client's name, address, phone and e-mail as kept on the
 * invoice, one row with the vehicle and the job, and the amount as the total.
 */
export function oneOffPdfDefinition(invoice: OneOffInvoice, onPages: (pages: number) => void = () => undefined): object {
  const amount = Number(invoice.amount);
  const title = `Invoice #${invoice.id}`;
  return {
    ...INVOICE_PAGE,
    info: { title },
    footer: pagedFooter(title, onPages),
    content: [
      invoiceHeading([{ text: title, bold: true, fontSize: 12 }, `Invoice Date: ${usDate(indianapolisDate(invoice.created_at))}`]),
      { text: 'Bill To', bold: true, margin: [0, 16, 0, 2] },
      { text: text(invoice.client_name), fontSize: 11 },
      ...[text(invoice.street), joined([joined([invoice.city, invoice.state], ', '), invoice.zip]), text(invoice.phone), text(invoice.client_email)]
        .filter(Boolean)
        .map((line) => ({ text: line })),
      {
        margin: [0, 16, 0, 0],
        table: {
          headerRows: 1,
          widths: ['*', 80],
          body: [
            [
              { text: 'Description', bold: true, fillColor: '#eeeeee' },
              { text: 'Amount', bold: true, fillColor: '#eeeeee', alignment: 'right' },
            ],
            [{ text: description(invoice) || 'Services' }, { text: usd(amount), alignment: 'right' }],
            [{ text: 'Sales Tax', alignment: 'right' }, { text: '' }],
            [
              { text: 'Total', alignment: 'right', bold: true },
              { text: usd(amount), alignment: 'right', bold: true },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

export function renderOneOffPdf(invoice: OneOffInvoice): Promise<{ bytes: Buffer; pages: number }> {
  return renderPdf((onPages) => oneOffPdfDefinition(invoice, onPages));
}

export const oneOffPdfFilename = (id: number) => `invoice-${id}.pdf`;
