import type { ServiceName } from '@portal/contracts';

// Typed as a registered service so the server kit accepts it; the registry's own test fails while
// services/invoicing has no line in libs/contracts/src/registry/apps.ts, so the cast cannot go stale.
export const SERVICE_NAME = 'invoicing' as ServiceName;
