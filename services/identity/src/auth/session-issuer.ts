import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticateAnswer } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { PRISMA, signAccessToken } from '@portal/server-kit';
import type { SessionUser } from '../accounts/session-user.js';
import { buildPrincipal } from './principal.js';
import { RefreshTokenStore } from './refresh-tokens.js';

export const TOKEN_SETTINGS = Symbol('TOKEN_SETTINGS');
export interface TokenSettings {
  secret: string;
  /** Lifetime of an access token: how long a revoked session can go unnoticed by a service that checks only the signature. */
  ttlSeconds: number;
  /** Lifetime of a refresh token: a session unused this long ends. */
  refreshTtlSeconds: number;
}

/** The answer of a sign-in or a refresh: the user, the web user, an access token and the next refresh token. */
@Injectable()
export class SessionIssuer {
  readonly refreshTokens: RefreshTokenStore;

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(TOKEN_SETTINGS) private readonly tokens: TokenSettings,
  ) {
    this.refreshTokens = new RefreshTokenStore(prisma, tokens.refreshTtlSeconds);
  }

  /** `family` continues a session (a refresh); without it a new session starts (a sign-in). */
  async issue(user: SessionUser, family?: string): Promise<AuthenticateAnswer> {
    const groupClientIds = user.client?.client_group_id
      ? (await this.prisma.client.findMany({ where: { client_group_id: user.client.client_group_id }, select: { clientid: true } })).map((c) => c.clientid)
      : [];
    const principal = buildPrincipal(user, groupClientIds);
    const access_token = await signAccessToken(principal, this.tokens.secret, this.tokens.ttlSeconds, user.token_version);
    const refresh = await this.refreshTokens.issue(user.userid, family);
    const { password: _password, token_version: _version, client, role, ...profile } = user;
    return {
      user: {
        ...profile,
        id: user.userid,
        client_id: user.clientid,
        client_group: client?.client_group ? { name: client.client_group.name, clients_base: client.client_group.clients } : null,
      },
      access_token,
      refresh_token: refresh.token,
      expires_in: this.tokens.ttlSeconds,
      webUser: {
        userid: user.userid,
        roleid: user.roleid,
        clientid: user.clientid,
        role: { roleid: role.roleid, name: role.name },
        client: client ? { clientid: client.clientid, clientname: client.clientname } : null,
      },
    };
  }
}
