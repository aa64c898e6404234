import { ApiError, downloadAuthorizedFile, messageOf } from '@portal/web-kit';

/** Form 26 is the RI label (document 3 §7); one request takes many vehicles, their ids joined by commas. */
export const RI_LABEL_FORM = 26;

export function riLabelsPath(vehicleIds: ReadonlyArray<number | string>): string {
  return `/api/vehicles/${vehicleIds.map((id) => encodeURIComponent(String(id))).join(',')}/forms/${RI_LABEL_FORM}`;
}

export const RI_LABELS_UNAVAILABLE = 'RI labels cannot be produced yet: the documents service that renders form 26 is not available. Nothing was printed.';

/** Statuses that mean nobody answers this call yet (no such route, or no service behind it). */
const NOT_AVAILABLE = new Set([404, 501, 503]);

export type RiLabelsOutcome = { ok: true } | { ok: false; message: string };

/** Asks for the RI labels of the selected vehicles in one request and saves the document the server sends. */
export async function downloadRiLabels(vehicleIds: ReadonlyArray<number | string>, download = downloadAuthorizedFile): Promise<RiLabelsOutcome> {
  try {
    await download(riLabelsPath(vehicleIds), 'ri-labels.pdf');
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && NOT_AVAILABLE.has(error.status)) return { ok: false, message: RI_LABELS_UNAVAILABLE };
    return { ok: false, message: `Unable to get RI labels: ${messageOf(error)}` };
  }
}
