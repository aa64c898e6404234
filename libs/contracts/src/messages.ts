import { z } from 'zod';

const rawQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]).optional());

/**
 * Every message sent on behalf of a signed-in user carries the user's own signed access token in
 * `token`, beside the call's fields: `{token, ...fields}`. The service verifies it and takes the
 * principal from it; a `principal` field in a message is never read, whoever sent it.
 */
export const CALLER_TOKEN_FIELD = 'token';
export interface CallerMessage {
  token: string;
}

/** A generic resource call as the gateway forwards it (plus the caller's token). */
export const resourceRequestSchema = z.object({
  resource: z.string().min(1),
  id: z.string().optional(),
  query: rawQuerySchema.optional(),
  body: z.record(z.string(), z.unknown()).optional(),
});
export type ResourceRequest = z.infer<typeof resourceRequestSchema>;

/** A non-generic read of a list or of one record by id (plus the caller's token). */
export const recordRequestSchema = z.object({
  id: z.string().optional(),
  query: rawQuerySchema.optional(),
});
export type RecordRequest = z.infer<typeof recordRequestSchema>;

export const authenticateRequestSchema = z.object({
  username: z.string().trim().min(1, 'username is required'),
  password: z.string().min(1, 'password is required'),
});
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>;

/** The web user stored by the browser after sign-in (document 1 §3). */
export interface WebUser {
  userid: number;
  roleid: number;
  clientid: number | null;
  role: { roleid: number; name: string };
  client: { clientid: number; clientname: string } | null;
}

export interface AuthenticateAnswer {
  user: Record<string, unknown>;
  access_token: string;
  webUser: WebUser;
  /** Exchanged at `POST /api/authenticate/refresh` for the next answer; good for one use. */
  refresh_token: string;
  /** Seconds the access token is valid for. */
  expires_in: number;
}

export const refreshRequestSchema = z.object({
  refresh_token: z.string({ error: 'refresh_token is required' }).min(1, 'refresh_token is required').max(200, 'refresh_token is not valid'),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** What the gateway checks an access token against; also the payload of `tokenStateChanged`. */
export const tokenStateSchema = z.object({
  userid: z.number().int(),
  token_version: z.number().int(),
  /** 0 Active, 1 Disabled. */
  active: z.number().int(),
});
export type TokenState = z.infer<typeof tokenStateSchema>;

export const tokenStateRequestSchema = z.object({ userid: z.number().int() });

/** The key sign-in attempts for this login are counted under: its account, else the login itself. */
export interface SignInAccountAnswer {
  key: string;
}

export interface HealthAnswer {
  service: string;
  ok: boolean;
  database: 'up' | 'down';
  checkedAt: string;
}

/**
 * The payload of `vehiclesChanged`: the clients whose vehicles were just written (committed), or null
 * when too many clients changed at once to list them (an import across clients, a mass update). It
 * carries no vehicle data: a screen that hears it asks the server again, through its usual scoped calls.
 */
export const vehicleChangesSchema = z.object({ clientIds: z.array(z.number().int()).max(200).nullable() });
export type VehicleChanges = z.infer<typeof vehicleChangesSchema>;

/**
 * The payload of `loadBayChanged`: the load (and its client) whose bay shipment changed, by a bay
 * create, update or check of any user, or by the partner (noticed by the loads service's bay sync).
 * `loadId` null means any load may have changed (the bus was away meanwhile). It carries no bay data:
 * an open load page asks again through its scoped calls.
 */
export const loadBayChangeSchema = z.object({ loadId: z.number().int().nullable(), clientId: z.number().int().nullable() });
export type LoadBayChange = z.infer<typeof loadBayChangeSchema>;
