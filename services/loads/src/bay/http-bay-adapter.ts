import { DEFAULT_RETRY_POLICY, partnerRequest, PartnerUnavailable, type RetryPolicy } from '@portal/server-kit';
import type { BayDocument, BayPhotoInput, BayPhotoStatus, BayPort, BayShipment, BayShipmentInput, BayWriteResult } from './bay-port.js';

export interface BayHttpConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  policy?: RetryPolicy;
}

const PARTNER = 'the bay shipment system';

/**
 * The logistics partner's HTTP API: a bearer token from `POST /oauth/token` (kept until shortly before
 * it expires, fetched again after a 401), then JSON calls on `/shipments` and `/vehicles`.
 */
export class HttpBayAdapter implements BayPort {
  private token: { value: string; until: number } | null = null;

  constructor(private readonly config: BayHttpConfig) {}

  private async bearer(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const answer = await partnerRequest<{ access_token?: string; expires_in?: number }>(
      PARTNER,
      `${this.config.baseUrl}/oauth/token`,
      { method: 'POST', body: { client_id: this.config.clientId, client_secret: this.config.clientSecret } },
      this.policy,
    );
    if (answer.status !== 200 || !answer.body?.access_token) throw new PartnerUnavailable(PARTNER, `sign-in refused (HTTP ${answer.status})`);
    this.token = { value: answer.body.access_token, until: Date.now() + Math.max(0, (answer.body.expires_in ?? 300) - 30) * 1000 };
    return this.token.value;
  }

  private get policy(): RetryPolicy {
    return this.config.policy ?? DEFAULT_RETRY_POLICY;
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    for (let signIn = 0; signIn < 2; signIn += 1) {
      const headers = { authorization: `Bearer ${await this.bearer()}` };
      const answer = await partnerRequest<T>(PARTNER, `${this.config.baseUrl}${path}`, { method, headers, body }, this.policy);
      if (answer.status !== 401) return answer;
      this.token = null;
    }
    throw new PartnerUnavailable(PARTNER, 'sign-in not accepted');
  }

  private writeResult(answer: { status: number; body: BayShipment | { errors?: string[] } }): BayWriteResult {
    if (answer.status >= 200 && answer.status < 300) {
      const shipment = answer.body as BayShipment;
      return { shipment, errors: shipment.errors ?? [] };
    }
    const errors = (answer.body as { errors?: string[] })?.errors;
    return { shipment: null, errors: errors?.length ? errors : [`The bay refused the shipment (HTTP ${answer.status})`] };
  }

  async createShipment(input: BayShipmentInput): Promise<BayWriteResult> {
    return this.writeResult(await this.call('POST', '/shipments', input));
  }

  async updateShipment(id: string, input: BayShipmentInput): Promise<BayWriteResult> {
    return this.writeResult(await this.call('PUT', `/shipments/${encodeURIComponent(id)}`, input));
  }

  async uploadPhotos(id: string, photos: BayPhotoInput[]): Promise<BayPhotoStatus[]> {
    const answer = await this.call<{ vehicles?: BayPhotoStatus[] }>('POST', `/shipments/${encodeURIComponent(id)}/photos`, { vehicles: photos });
    return answer.body?.vehicles ?? [];
  }

  async getShipment(id: string): Promise<BayShipment | null> {
    const answer = await this.call<BayShipment>('GET', `/shipments/${encodeURIComponent(id)}`);
    return answer.status === 404 ? null : answer.body;
  }

  async documents(id: string): Promise<BayDocument[]> {
    const answer = await this.call<{ documents?: BayDocument[] }>('GET', `/shipments/${encodeURIComponent(id)}/documents`);
    return answer.status === 404 ? [] : (answer.body?.documents ?? []);
  }

  async findVehicles(vin: string): Promise<Array<{ id: string; vin: string; shipment_id: string | null }>> {
    const answer = await this.call<{ vehicles?: Array<{ id: string; vin: string; shipment_id: string | null }> }>(
      'GET',
      `/vehicles?vin=${encodeURIComponent(vin)}`,
    );
    return answer.body?.vehicles ?? [];
  }
}

/** The adapter from the environment: `BAY_API_URL` (the stand-in of `npm start` by default), `BAY_CLIENT_ID`, `BAY_CLIENT_SECRET`. */
export function bayFromEnv(env: NodeJS.ProcessEnv = process.env): HttpBayAdapter {
  return new HttpBayAdapter({
    baseUrl: (env.BAY_API_URL ?? 'http://127.0.0.1:4310').replace(/\/$/, ''),
    clientId: env.BAY_CLIENT_ID ?? 'portal',
    clientSecret: env.BAY_CLIENT_SECRET ?? 'portal-local-stand-in',
    policy: {
      attempts: Number(env.BAY_ATTEMPTS ?? DEFAULT_RETRY_POLICY.attempts),
      backoffMs: Number(env.BAY_BACKOFF_MS ?? DEFAULT_RETRY_POLICY.backoffMs),
      timeoutMs: Number(env.BAY_TIMEOUT_MS ?? DEFAULT_RETRY_POLICY.timeoutMs),
    },
  });
}
