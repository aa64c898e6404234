import type { PrismaClient } from '@portal/db';

/**
 * The account a login names: the user whose username equals it ignoring case, else the one user
 * whose e-mail address does. Both compare `lower(column) = lower(login)` — the expressions the
 * unique index `web_users_username_key` and `web_users_useremail_lower_idx` are built on — so
 * the database folds case one way for the index and the lookup, and no character is a wildcard.
 * An e-mail address two users share names nobody (the username must be used).
 */
export async function findAccountId(prisma: PrismaClient, login: string): Promise<number | null> {
  const byUsername = await findUsernameOwner(prisma, login);
  if (byUsername !== null) return byUsername;
  const byEmail = await prisma.$queryRaw<{ userid: number }[]>`SELECT "userid" FROM "web_users" WHERE lower("useremail") = lower(${login}) LIMIT 2`;
  return byEmail.length === 1 ? byEmail[0].userid : null;
}

/** The user holding this username, ignoring case (at most one: `web_users_username_key` is unique on lower(username)). */
export async function findUsernameOwner(prisma: PrismaClient, username: string): Promise<number | null> {
  const rows = await prisma.$queryRaw<{ userid: number }[]>`SELECT "userid" FROM "web_users" WHERE lower("username") = lower(${username})`;
  return rows[0]?.userid ?? null;
}
