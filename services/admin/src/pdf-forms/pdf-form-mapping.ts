import { NotFoundError } from '@portal/server-kit';

// A plain read of two admin tables; the Prisma client is typed loosely here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = any;

/**
 * A form's mapping as the documents service fills it: every field row, in a stable order. It holds
 * no client's data (only where values come from), so any signed-in caller reads it.
 */
export async function readPdfFormMapping(db: Db, rawId: string) {
  const form = await db.pdfForm.findUnique({
    where: { id: Number(rawId) },
    select: {
      id: true,
      name: true,
      fields: {
        orderBy: { id: 'asc' },
        select: { form_field: true, is_static: true, static_value: true, object_name: true, object_value: true, regex_pattern: true },
      },
    },
  });
  if (!form) throw new NotFoundError(`PDF form ${rawId} was not found`);
  return form;
}
