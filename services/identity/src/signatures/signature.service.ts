import { Inject, Injectable } from '@nestjs/common';
import { isStaff, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { NotFoundError, PRISMA, type StoragePort } from '@portal/server-kit';

export const SIGNATURE_STORAGE = Symbol('SIGNATURE_STORAGE');

const DATA_URL = /^data:(image\/(?:png|jpeg));base64,(.+)$/;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image bytes of a signature data URL, or null when the bytes are not the image the URL claims. */
export function signatureImage(dataUrl: string): { type: string; bytes: Buffer } | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return null;
  const bytes = Buffer.from(match[2], 'base64');
  const magic = match[1] === 'image/png' ? PNG : JPEG;
  return bytes.subarray(0, magic.length).equals(magic) ? { type: match[1], bytes } : null;
}

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

  async save(principal: Principal, image: { type: string; bytes: Buffer }) {
    const key = `signatures/users/${principal.userid}.${image.type === 'image/png' ? 'png' : 'jpg'}`;
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
