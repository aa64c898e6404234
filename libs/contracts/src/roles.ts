/** Role ids as stored on web users (document 1 §6). */
export const ROLE = {
  CLIENT: 1,
  ADMIN: 2,
  CLIENT_ADMIN: 11,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE] | number;

/** Staff see every client; any other role is bound to its own client (or client group). */
export function isStaffRole(roleid: number): boolean {
  return roleid === ROLE.ADMIN;
}
