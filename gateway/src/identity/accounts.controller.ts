import { Body, Controller, Param, Req } from '@nestjs/common';
import { SERVICE, checkEmailAvailable, forgotPassword, register, resetTokenData, resetTokenUpdate, type CallAnswer, type CallEntry } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { PublicCallThrottle } from './public-throttle.js';

/** The public account calls: each is counted against its limits before identity sees it. */
@Controller()
export class AccountsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly throttle: PublicCallThrottle,
  ) {}

  private forward<E extends CallEntry>(entry: E, fields: Record<string, unknown>): Promise<CallAnswer<E>> {
    return this.rpc.send<CallAnswer<E>>(entry.name, fields, SERVICE.IDENTITY);
  }

  @CatalogRoute(register)
  async register(@Body() body: unknown, @Req() request: { ip: string }) {
    await this.throttle.count('register', request.ip);
    return this.forward(register, { body: body ?? {} });
  }

  @CatalogRoute(checkEmailAvailable)
  async checkEmail(@Body() body: unknown, @Req() request: { ip: string }) {
    await this.throttle.count('check-email', request.ip);
    return this.forward(checkEmailAvailable, { body: body ?? {} });
  }

  @CatalogRoute(forgotPassword)
  async forgot(@Body() body: unknown, @Req() request: { ip: string }) {
    const login = (body as { email?: unknown } | null)?.email;
    await this.throttle.count('forgot-password', request.ip, typeof login === 'string' ? login : undefined);
    return this.forward(forgotPassword, { body: body ?? {} });
  }

  @CatalogRoute(resetTokenData)
  async tokenData(@Param('token') token: string, @Req() request: { ip: string }) {
    await this.throttle.count('reset-token', request.ip);
    return this.forward(resetTokenData, { params: { token } });
  }

  @CatalogRoute(resetTokenUpdate)
  async tokenUpdate(@Param('token') token: string, @Body() body: unknown, @Req() request: { ip: string }) {
    await this.throttle.count('reset-token', request.ip);
    return this.forward(resetTokenUpdate, { params: { token }, body: body ?? {} });
  }
}
