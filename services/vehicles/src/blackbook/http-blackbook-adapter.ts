import { DEFAULT_RETRY_POLICY, partnerRequest, PartnerUnavailable, type RetryPolicy } from '@portal/server-kit';
import type { BlackbookEntry, BlackbookPort } from './blackbook-port.js';

const PARTNER = 'Blackbook';

export interface BlackbookHttpConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  policy?: RetryPolicy;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown) => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

/** Blackbook's HTTP API: a bearer token, then `GET /vin/{vin}` answering `used_vehicles`. */
export class HttpBlackbookAdapter implements BlackbookPort {
  private token: { value: string; until: number } | null = null;

  constructor(private readonly config: BlackbookHttpConfig) {}

  private async bearer(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const answer = await partnerRequest<{ access_token?: string; expires_in?: number }>(
      PARTNER,
      `${this.config.baseUrl}/oauth/token`,
      { method: 'POST', body: { client_id: this.config.clientId, client_secret: this.config.clientSecret } },
      this.config.policy,
    );
    if (answer.status !== 200 || !answer.body?.access_token) throw new PartnerUnavailable(PARTNER, `sign-in refused (HTTP ${answer.status})`);
    this.token = { value: answer.body.access_token, until: Date.now() + Math.max(0, (answer.body.expires_in ?? 300) - 30) * 1000 };
    return this.token.value;
  }

  async decode(vin: string): Promise<BlackbookEntry | null> {
    for (let signIn = 0; signIn < 2; signIn += 1) {
      const headers = { authorization: `Bearer ${await this.bearer()}` };
      const answer = await partnerRequest<{ used_vehicles?: Array<Record<string, unknown>> }>(
        PARTNER,
        `${this.config.baseUrl}/vin/${encodeURIComponent(vin)}`,
        { method: 'GET', headers },
        this.config.policy,
      );
      if (answer.status === 401) {
        this.token = null;
        continue;
      }
      if (answer.status === 404) return null;
      // Any other refusal (our credentials or request turned away) is no answer about the VIN: reading it
      // as "unknown" would report every vehicle of a load as missing from Blackbook.
      if (answer.status !== 200) throw new PartnerUnavailable(PARTNER, `request refused (HTTP ${answer.status})`);
      const first = answer.body?.used_vehicles?.[0];
      if (!first) return null;
      return {
        vin,
        model_year: num(first.model_year),
        make: text(first.make),
        model: text(first.model),
        series: text(first.series),
        class_name: text(first.class_name),
        gvw: num(first.gvw),
        uvc: text(first.uvc),
      };
    }
    throw new PartnerUnavailable(PARTNER, 'sign-in not accepted');
  }
}

/** `BLACKBOOK_API_URL` (the stand-in of `npm start` by default), `BLACKBOOK_CLIENT_ID`, `BLACKBOOK_CLIENT_SECRET`. */
export function blackbookFromEnv(env: NodeJS.ProcessEnv = process.env): HttpBlackbookAdapter {
  return new HttpBlackbookAdapter({
    baseUrl: (env.BLACKBOOK_API_URL ?? 'http://127.0.0.1:4311').replace(/\/$/, ''),
    clientId: env.BLACKBOOK_CLIENT_ID ?? 'portal',
    clientSecret: env.BLACKBOOK_CLIENT_SECRET ?? 'portal-local-stand-in',
    policy: { ...DEFAULT_RETRY_POLICY, attempts: Number(env.BLACKBOOK_ATTEMPTS ?? DEFAULT_RETRY_POLICY.attempts) },
  });
}
