import { Module } from '@nestjs/common';
import { SERVICE } from '@portal/contracts';
import { createHealthController, createResourceController, dataProviders, requireSecret } from '@portal/server-kit';
import { AuthController } from './auth/auth.controller.js';
import { SignInService, TOKEN_SETTINGS } from './auth/sign-in.service.js';
import { webUsersResource } from './users/web-users.resource.js';

export const IDENTITY_RESOURCES = [webUsersResource];

function tokenSettings() {
  const ttlSeconds = Number(process.env.ACCESS_TOKEN_TTL_SECONDS ?? 12 * 3600);
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) throw new Error('ACCESS_TOKEN_TTL_SECONDS must be a positive whole number');
  return { secret: requireSecret('JWT_SECRET'), ttlSeconds };
}

@Module({
  controllers: [AuthController, createResourceController(SERVICE.IDENTITY), createHealthController(SERVICE.IDENTITY)],
  providers: [...dataProviders(IDENTITY_RESOURCES), { provide: TOKEN_SETTINGS, useFactory: tokenSettings }, SignInService],
})
export class IdentityModule {}
