import { SetMetadata } from '@nestjs/common';
import type { Principal } from '@portal/contracts';

export const PUBLIC_ROUTE = 'portal:public';
export const STAFF_ROUTE = 'portal:staff';

/** No token needed (sign-in, health, docs). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Only staff (roleid 2) may call it. */
export const StaffOnly = () => SetMetadata(STAFF_ROUTE, true);

export interface AuthenticatedRequest {
  principal?: Principal;
  /** The bearer token the principal was verified from; forwarded to services, which verify it again. */
  accessToken?: string;
  headers: Record<string, string | string[] | undefined>;
}
