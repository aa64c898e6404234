export interface Client {
  clientid: number;
  clientname: string;
  clientactive: number;
  is_ri: number;
  ri_reg_docs_complete: number;
  clientcity?: string | null;
  clientcontactname?: string | null;
  clientphonenumber?: string | null;
  state?: { stateabbreviation: string } | null;
  client_type?: { clienttype: string } | null;
  [field: string]: unknown;
}

export { RI_DOCS_INCOMPLETE as RI_BANNER } from '@portal/contracts/constants';

/** The red banner shows for an RI client whose registration documents are not complete (document 1 §2.9). */
export function needsRiBanner(client: { is_ri?: unknown; ri_reg_docs_complete?: unknown }): boolean {
  return Number(client.is_ri) === 1 && !Number(client.ri_reg_docs_complete);
}
