import { Module } from '@nestjs/common';
import { SERVICE } from '@portal/contracts';
import { createHealthController, createResourceController, dataProviders, requireSecret } from '@portal/server-kit';
import { TokenStatePublisher } from './accounts/token-state.publisher.js';
import { AuthController } from './auth/auth.controller.js';
import { SessionIssuer, TOKEN_SETTINGS, type TokenSettings } from './auth/session-issuer.js';
import { SignInService } from './auth/sign-in.service.js';
import { webUsersResource } from './users/web-users.resource.js';

export const IDENTITY_RESOURCES = [webUsersResource];

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of seconds, got "${env[name]}"`);
  return value;
}

export function tokenSettings(env: NodeJS.ProcessEnv = process.env): TokenSettings {
  return {
    secret: requireSecret('JWT_SECRET', env),
    ttlSeconds: seconds(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTtlSeconds: seconds(env, 'REFRESH_TOKEN_TTL_SECONDS', 12 * 3600),
  };
}

@Module({
  controllers: [AuthController, createResourceController(SERVICE.IDENTITY), createHealthController(SERVICE.IDENTITY)],
  providers: [
    ...dataProviders(IDENTITY_RESOURCES),
    { provide: TOKEN_SETTINGS, useFactory: () => tokenSettings() },
    SessionIssuer,
    SignInService,
    TokenStatePublisher,
  ],
})
export class IdentityModule {}
