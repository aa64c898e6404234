import { DOCUMENT_PACKAGES, PRINTED_FORMS, formPath, packagePath, printedForm, type ConformityType, type PrintedForm } from '@portal/contracts/constants';
import { ApiError, messageOf } from '@portal/web-kit';

/** The forms this person prints alone from a vehicle: staff every one, others those that read nothing staff-only. */
export function printableForms(staff: boolean): PrintedForm[] {
  return PRINTED_FORMS.filter((form) => form.single && (staff || !form.staffOnly));
}

export interface FormChoices {
  type: ConformityType;
  uvc: string;
  userId: number | null;
}

/** The address of a form: the conformity document takes its class and UVC, the USMCA certification its signer. */
export function vehicleFormPath(vehicleId: number, n: number, choices: FormChoices, download = false): string {
  const query: Record<string, string> = {};
  if (n === 18) {
    query.type = choices.type;
    if (choices.uvc.trim()) query.uvc = choices.uvc.trim();
  }
  if ((n === 28 || n === 29) && choices.userId !== null) query.user_id = String(choices.userId);
  if (download) query.download = '1';
  return formPath([vehicleId], n, query);
}

export interface PackageLink {
  key: keyof typeof DOCUMENT_PACKAGES;
  name: string;
  path: string;
}

/**
 * The packages of a vehicle: the IVR (DOT) package, the Hudson package (its parts that can be printed),
 * the bond release form. A package with a staff-only part is offered to staff only.
 */
export function vehiclePackages(vehicleId: number, staff: boolean): PackageLink[] {
  const links: PackageLink[] = [
    { key: 'ivr', name: 'IVR package (DOT)', path: packagePath([vehicleId], DOCUMENT_PACKAGES.ivr.docs) },
    { key: 'hudson', name: 'Hudson package', path: `${packagePath([vehicleId], DOCUMENT_PACKAGES.hudson.docs)}&partial=1` },
    { key: 'bondRelease', name: 'Bond release individual form', path: packagePath([vehicleId], DOCUMENT_PACKAGES.bondRelease.docs) },
  ];
  return links.filter((link) => staff || DOCUMENT_PACKAGES[link.key].docs.every((n: number) => !printedForm(n)?.staffOnly));
}

/** Why a document was refused, as the person can act on it: the server's reasons, field by field. */
export function refusalText(error: unknown): string {
  if (error instanceof ApiError) {
    const reasons = Object.values(error.errors ?? {}).flat();
    if (reasons.length) return reasons.join('; ');
    if (error.serverMessage) return error.serverMessage;
  }
  return messageOf(error);
}
