import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticateAnswer } from '@portal/contracts';
import { PRISMA, UnauthorizedError, signAccessToken } from '@portal/server-kit';
import argon2 from 'argon2';
import type { PrismaClient } from '@portal/db';
import { findAccountId } from '../accounts/find-account.js';
import { readCredentials } from './credentials.js';
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
    const { login, password } = readCredentials(payload);
    const user = await this.findUser(login);
    const hash = user?.password ?? (await (decoyHash ??= argon2.hash('decoy-password-never-matches')));
    const matches = await argon2.verify(hash, password).catch(() => false);
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

  private async findUser(login: string) {
    const include = {
      role: true,
      client: { select: { clientid: true, clientname: true, client_group_id: true, client_group: { select: { name: true, clients: { select: { clientid: true, clientname: true }, orderBy: { clientname: 'asc' as const } } } } } },
    };
    const userid = await findAccountId(this.prisma, login);
    return userid === null ? null : this.prisma.webUser.findUnique({ where: { userid }, include });
  }
}
