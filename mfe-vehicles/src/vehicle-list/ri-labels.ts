import { downloadAuthorizedFile, messageOf } from '@portal/web-kit';

/** Form 26 is the RI label (document 3 §7); one request takes many vehicles, their ids joined by commas. */
export const RI_LABEL_FORM = 26;

export function riLabelsPath(vehicleIds: ReadonlyArray<number | string>): string {
  return `/api/vehicles/${vehicleIds.map((id) => encodeURIComponent(String(id))).join(',')}/forms/${RI_LABEL_FORM}`;
}

export type RiLabelsOutcome = { ok: true } | { ok: false; message: string };

/** Asks for the RI labels of the selected vehicles in one request and saves the document the server sends. */
export async function downloadRiLabels(vehicleIds: ReadonlyArray<number | string>, download = downloadAuthorizedFile): Promise<RiLabelsOutcome> {
  try {
    await download(riLabelsPath(vehicleIds), 'ri-labels.pdf');
    return { ok: true };
  } catch (error) {
    // The documents service's refusal (a vehicle the caller may not see, one without a label yet) is told as it gave it.
    return { ok: false, message: `Unable to get RI labels: ${messageOf(error)}` };
  }
}
