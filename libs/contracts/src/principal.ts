import { z } from 'zod';
import { isStaffRole } from './roles.js';

/** Who is calling: built by the gateway from the verified token and passed to every service call. */
export const principalSchema = z.object({
  userid: z.number().int(),
  username: z.string(),
  name: z.string().nullable().optional(),
  roleid: z.number().int(),
  clientid: z.number().int().nullable(),
  /** Every client the principal may see: its own, or all clients of its client group. Empty for staff. */
  clientIds: z.array(z.number().int()),
});

export type Principal = z.infer<typeof principalSchema>;

export function isStaff(principal: Pick<Principal, 'roleid'>): boolean {
  return isStaffRole(principal.roleid);
}
