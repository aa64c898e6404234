import { Inject, Injectable } from '@nestjs/common';
import { authenticateRequestSchema, type AuthenticateAnswer } from '@portal/contracts';
import { PRISMA, UnauthorizedError, ValidationError, signAccessToken } from '@portal/server-kit';
import argon2 from 'argon2';
import type { PrismaClient } from '@portal/db';
import { buildPrincipal } from './principal.js';

export const TOKEN_SETTINGS = Symbol('TOKEN_SETTINGS');
export interface TokenSettings {
  secret: string;
  ttlSeconds: number;
}

const REFUSED = 'Unauthorized: invalid username or password';

/** A hash to verify against when the user does not exist, so both refusals take the same time. */
let decoyHash: Promise<string> | undefined;

@Injectable()
export class SignInService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(TOKEN_SETTINGS) private readonly tokens: TokenSettings,
  ) {}

  async authenticate(payload: unknown): Promise<AuthenticateAnswer> {
    const parsed = authenticateRequestSchema.safeParse(payload);
    if (!parsed.success) {
      throw new ValidationError(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'body'), [i.message]])));
    }
    const login = parsed.data.username.trim();
    const user = await this.findUser(login);
    const hash = user?.password ?? (await (decoyHash ??= argon2.hash('decoy-password-never-matches')));
    const matches = await argon2.verify(hash, parsed.data.password).catch(() => false);
    if (!user || !matches) throw new UnauthorizedError(REFUSED);
    if (user.active === 1) throw new UnauthorizedError('Unauthorized: this account is disabled');

    const groupClientIds = user.client?.client_group_id
      ? (await this.prisma.client.findMany({ where: { client_group_id: user.client.client_group_id }, select: { clientid: true } })).map((c) => c.clientid)
      : [];
    const principal = buildPrincipal(user, groupClientIds);
    const access_token = await signAccessToken(principal, this.tokens.secret, this.tokens.ttlSeconds);
    const { password: _password, client, role, ...profile } = user;
    return {
      user: { ...profile, id: user.userid, client_id: user.clientid, client_group: client?.client_group ? { name: client.client_group.name, clients_base: client.client_group.clients } : null },
      access_token,
      webUser: {
        userid: user.userid,
        roleid: user.roleid,
        clientid: user.clientid,
        role: { roleid: role.roleid, name: role.name },
        client: client ? { clientid: client.clientid, clientname: client.clientname } : null,
      },
    };
  }

  /** A username matches exactly (ignoring case); otherwise an e-mail address held by exactly one user. */
  private async findUser(login: string) {
    const include = {
      role: true,
      client: { select: { clientid: true, clientname: true, client_group_id: true, client_group: { select: { name: true, clients: { select: { clientid: true, clientname: true }, orderBy: { clientname: 'asc' as const } } } } } },
    };
    const byUsername = await this.prisma.webUser.findFirst({ where: { username: { equals: login, mode: 'insensitive' } }, include });
    if (byUsername) return byUsername;
    const byEmail = await this.prisma.webUser.findMany({ where: { useremail: { equals: login, mode: 'insensitive' } }, include, take: 2 });
    return byEmail.length === 1 ? byEmail[0] : null;
  }
}
