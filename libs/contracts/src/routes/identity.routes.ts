import { SERVICE, STAFF_ONLY, type ResourceRoute } from '../services.js';

export const IDENTITY_ROUTES: Record<string, ResourceRoute> = {
  web_users: { service: SERVICE.IDENTITY, access: STAFF_ONLY },
};
