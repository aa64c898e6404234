/** Blackbook's VIN decode as the portal uses it: the first used-vehicle entry of a VIN (document 3 §7). */
export interface BlackbookEntry {
  vin: string;
  model_year: number | null;
  make: string | null;
  model: string | null;
  series: string | null;
  class_name: string | null;
  gvw: number | null;
  uvc: string | null;
}

export interface BlackbookPort {
  /** null when Blackbook does not know the VIN. */
  decode(vin: string): Promise<BlackbookEntry | null>;
}

export const BLACKBOOK_PORT = Symbol('BLACKBOOK_PORT');
