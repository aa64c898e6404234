import { DIRECT_PACKAGE_MAX_VEHICLES, PRINTED_FORMS, packagePath, type PrintedForm } from '@portal/contracts/constants';

/** The forms the Print Documents dialog offers this person: staff every one, others those that read nothing staff-only. */
export function loadForms(staff: boolean): PrintedForm[] {
  return PRINTED_FORMS.filter((form) => staff || !form.staffOnly);
}

export interface PrintChoice {
  vehicleIds: readonly number[];
  docs: readonly number[];
  printedName: string;
  partial: boolean;
  loadName: string;
}

/** A download name from the load's number (`load-{number}-{what}`): letters, digits, dots, dashes and underscores only. */
export function documentsName(loadName: string, what = 'documents'): string {
  return `load-${loadName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'documents'}-${what}`;
}

/** A few vehicles print at once (multipleForms); more go through a document job with progress. */
export function printsDirectly(choice: Pick<PrintChoice, 'vehicleIds'>): boolean {
  return choice.vehicleIds.length <= DIRECT_PACKAGE_MAX_VEHICLES;
}

/** The multipleForms address of a direct print: the forms in the order chosen, the printed name, partial. */
export function directPath(choice: PrintChoice): string {
  const query = new URLSearchParams({ downloadName: documentsName(choice.loadName) });
  if (choice.printedName.trim()) query.set('printedName', choice.printedName.trim());
  if (choice.partial) query.set('partial', '1');
  return `${packagePath(choice.vehicleIds, choice.docs)}&${query.toString()}`;
}

/** The body of a document job for the same choice. */
export function jobBody(choice: PrintChoice) {
  return {
    vehicleIds: [...choice.vehicleIds],
    docs: [...choice.docs],
    partial: choice.partial,
    downloadName: documentsName(choice.loadName),
    ...(choice.printedName.trim() ? { printedName: choice.printedName.trim() } : {}),
  };
}
