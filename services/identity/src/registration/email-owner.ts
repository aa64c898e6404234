import type { PrismaClient } from '@portal/db';

/**
 * Whether any account already uses this address, as its username or its e-mail address, ignoring case:
 * registration makes the address the username, and sign-in accepts either.
 */
export async function emailInUse(prisma: PrismaClient, email: string): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ userid: number }[]>`
    SELECT "userid" FROM "web_users" WHERE lower("username") = lower(${email}) OR lower("useremail") = lower(${email}) LIMIT 1`;
  return rows.length > 0;
}
