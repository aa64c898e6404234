import type { TokenState } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';

/** What an access token is checked against; null for a user that no longer exists. */
export function readTokenState(prisma: PrismaClient, userid: number): Promise<TokenState | null> {
  return prisma.webUser.findUnique({ where: { userid }, select: { userid: true, token_version: true, active: true } });
}

type Listener = (state: TokenState) => void;

/**
 * Token state changes made in this process, on their way to the gateways. The web_users resource is a
 * declaration built before any NATS connection exists, so its hook announces here and the publisher
 * (token-state.publisher.ts) forwards to NATS.
 */
export class TokenStateChanges {
  private readonly listeners = new Set<Listener>();

  announce(state: TokenState): void {
    for (const listener of this.listeners) listener(state);
  }

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export const tokenStateChanges = new TokenStateChanges();
