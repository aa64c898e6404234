import type { Principal } from '@portal/contracts';

/** What a verified token said, with the times that bound its validity (seconds since the epoch, as in the token). */
export interface VerifiedToken {
  principal: Principal;
  version: number | undefined;
  exp?: number;
  nbf?: number;
}

/** How many verified tokens one process remembers: a few per signed-in user is plenty. */
export const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Tokens whose signature, issuer and audience were already checked with one secret, keyed by the exact
 * token text. A token is immutable: the same text verifies the same way every time, except for its time
 * claims, which are checked again on every use exactly as the verifier does (expired once `exp` is
 * not after now, not yet valid while `nbf` is after now). Verifying an HS256 token costs a Web Crypto
 * job per request; a hit costs a map lookup. Whether the user's sessions still stand (disabled,
 * demoted, moved) is not a property of the token and is checked on every request elsewhere.
 * Only successes are kept: a refused token is verified (and refused) again each time.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, VerifiedToken>();

  constructor(private readonly maxEntries = VERIFIED_TOKENS_MAX) {}

  /** The token's claims while it is valid at `nowSeconds`; undefined when unknown, expired or not yet valid. */
  get(token: string, nowSeconds: number): VerifiedToken | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.exp !== undefined && entry.exp <= nowSeconds) {
      this.entries.delete(token);
      return undefined;
    }
    if (entry.nbf !== undefined && entry.nbf > nowSeconds) return undefined;
    // A copy: what one request does with its principal never reaches another's.
    return { ...entry, principal: { ...entry.principal, clientIds: [...entry.principal.clientIds] } };
  }

  remember(token: string, verified: VerifiedToken): void {
    // Map keeps insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { ...verified, principal: { ...verified.principal, clientIds: [...verified.principal.clientIds] } });
  }

  get size(): number {
    return this.entries.size;
  }
}
