import { Inject, Injectable } from '@nestjs/common';
import { isStaff, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { NotFoundError, PRISMA, type DataUrlImage, type StoragePort } from '@portal/server-kit';

export const SIGNATURE_STORAGE = Symbol('SIGNATURE_STORAGE');

/**
 * Users' own signatures (document 3 §2.7 `/user/signature`), drawn on the signature pad and kept in
 * file storage; `user_signatures.cloud_url` holds the storage key. A user reads and writes its own;
 * staff read anyone's; anyone else is told it does not exist.
 */
@Injectable()
export class SignatureService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(SIGNATURE_STORAGE) private readonly storage: StoragePort,
  ) {}

  async save(principal: Principal, image: DataUrlImage) {
    const key = `signatures/users/${principal.userid}.${image.extension}`;
    await this.storage.put(key, image.bytes, image.type);
    const row = await this.prisma.userSignature.upsert({
      where: { userid: principal.userid },
      create: { userid: principal.userid, cloud_url: key },
      update: { cloud_url: key },
      select: { userid: true, updated_at: true },
    });
    return { success: true as const, userid: row.userid, updated_at: row.updated_at.toISOString() };
  }

  async read(principal: Principal, userid: number) {
    if (userid !== principal.userid && !isStaff(principal)) throw new NotFoundError();
    const user = await this.prisma.webUser.findUnique({
      where: { userid },
      select: { userid: true, signature: { select: { cloud_url: true, updated_at: true } } },
    });
    if (!user) throw new NotFoundError();
    const bytes = user.signature ? await this.storage.get(user.signature.cloud_url) : null;
    const type = user.signature?.cloud_url.endsWith('.jpg') ? 'image/jpeg' : 'image/png';
    return {
      userid,
      signature: bytes ? `data:${type};base64,${bytes.toString('base64')}` : null,
      updated_at: bytes && user.signature ? user.signature.updated_at.toISOString() : null,
    };
  }
}
