import { Module } from '@nestjs/common';
import { SERVICE } from '@portal/contracts';
import { PRISMA, createHealthController, createResourceController, dataProviders, mailProviders, requireSecret, storageFromEnv } from '@portal/server-kit';
import type { PrismaClient } from '@portal/db';
import { TokenStatePublisher } from './accounts/token-state.publisher.js';
import { AuthController } from './auth/auth.controller.js';
import { SessionIssuer, TOKEN_SETTINGS, type TokenSettings } from './auth/session-issuer.js';
import { SignInService } from './auth/sign-in.service.js';
import { RESET_TOKENS, PasswordResetService } from './password-reset/password-reset.service.js';
import { ResetTokenStore } from './password-reset/reset-tokens.js';
import { AccountsController } from './registration/accounts.controller.js';
import { RegistrationService } from './registration/registration.service.js';
import { SignatureController } from './signatures/signature.controller.js';
import { SignatureService, SIGNATURE_STORAGE } from './signatures/signature.service.js';
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
  controllers: [AuthController, AccountsController, SignatureController, createResourceController(SERVICE.IDENTITY), createHealthController(SERVICE.IDENTITY)],
  providers: [
    ...dataProviders(IDENTITY_RESOURCES),
    { provide: TOKEN_SETTINGS, useFactory: () => tokenSettings() },
    SessionIssuer,
    SignInService,
    TokenStatePublisher,
    ...mailProviders(),
    { provide: RESET_TOKENS, useFactory: (prisma: PrismaClient) => new ResetTokenStore(prisma), inject: [PRISMA] },
    RegistrationService,
    PasswordResetService,
    { provide: SIGNATURE_STORAGE, useFactory: () => storageFromEnv() },
    SignatureService,
  ],
})
export class IdentityModule {}
