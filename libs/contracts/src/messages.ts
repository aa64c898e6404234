import { z } from 'zod';
import { principalSchema } from './principal.js';

const rawQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]).optional());

/** A generic resource call as the gateway forwards it. */
export const resourceRequestSchema = z.object({
  principal: principalSchema,
  resource: z.string().min(1),
  id: z.string().optional(),
  query: rawQuerySchema.optional(),
  body: z.record(z.string(), z.unknown()).optional(),
});
export type ResourceRequest = z.infer<typeof resourceRequestSchema>;

/** A call that needs a principal and maybe an id (non-generic reads). */
export const principalRequestSchema = z.object({
  principal: principalSchema,
  id: z.string().optional(),
  query: rawQuerySchema.optional(),
});
export type PrincipalRequest = z.infer<typeof principalRequestSchema>;

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
}

export interface HealthAnswer {
  service: string;
  ok: boolean;
  database: 'up' | 'down';
  checkedAt: string;
}
