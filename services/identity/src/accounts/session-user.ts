import type { Prisma, PrismaClient } from '@portal/db';

const SESSION_INCLUDE = {
  role: true,
  client: {
    select: {
      clientid: true,
      clientname: true,
      client_group_id: true,
      client_group: { select: { name: true, clients: { select: { clientid: true, clientname: true }, orderBy: { clientname: 'asc' as const } } } },
    },
  },
} satisfies Prisma.WebUserInclude;

export type SessionUser = Prisma.WebUserGetPayload<{ include: typeof SESSION_INCLUDE }>;

/** A user as a session needs it: role, client and client group, read fresh at every sign-in and refresh. */
export function loadSessionUser(prisma: PrismaClient, userid: number): Promise<SessionUser | null> {
  return prisma.webUser.findUnique({ where: { userid }, include: SESSION_INCLUDE });
}
