import { isStaff, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { FieldErrorCollector, type AfterWriteContext, type WriteContext } from '@portal/server-kit';

export const RI_DOCS_INCOMPLETE = 'RI Client has not completed registration documents';
export const UNKNOWN_TITLE_APPLICATION_TYPE = 'Title Application Type does not exist';
export const WAITING_UPON_LOAD = 'waiting upon load';

/** Where a client user's new vehicle starts (document 3 §4): vehicle status 1, title status 2. */
export const CLIENT_REGISTRATION_STATUS = { statusid: 1, titlestatusid: 2 } as const;

type Reader = Pick<PrismaClient, 'client' | 'titleApplicationType'>;
type NoteWriter = Pick<PrismaClient, 'vehicleNote'>;

/**
 * The register rules checked before a vehicle is created (document 1 §2.7, §7.5; document 3 §4):
 * an RI client must have completed its registration documents, and the title application type must
 * exist. Both are reported together, and nothing is written when either fails.
 */
export async function checkRegistration({ data, db }: Pick<WriteContext, 'data' | 'db'>): Promise<void> {
  const reader = db as Reader;
  const errors = new FieldErrorCollector();
  if (typeof data.clientid === 'number') {
    const client = await reader.client.findUnique({ where: { clientid: data.clientid }, select: { is_ri: true, ri_reg_docs_complete: true } });
    if (client && client.is_ri === 1 && client.ri_reg_docs_complete !== 1) errors.add('clientid', RI_DOCS_INCOMPLETE);
  }
  if (typeof data.titleprocessingtype === 'number') {
    const type = await reader.titleApplicationType.findUnique({
      where: { titleapplicationid: data.titleprocessingtype },
      select: { titleapplicationid: true },
    });
    if (!type) errors.add('titleprocessingtype', UNKNOWN_TITLE_APPLICATION_TYPE);
  }
  errors.throwIfAny();
}

/** A vehicle a client user registers starts waiting for its load; staff set the statuses themselves. */
export function applyClientRegistrationStatus(principal: Principal, data: Record<string, unknown>): void {
  if (isStaff(principal)) return;
  Object.assign(data, CLIENT_REGISTRATION_STATUS);
}

/** The "waiting upon load" note of a client-registered vehicle, in the same transaction as the vehicle. */
export async function noteClientRegistration({ principal, row, tx }: AfterWriteContext): Promise<void> {
  if (isStaff(principal)) return;
  await (tx as NoteWriter).vehicleNote.create({
    data: {
      vehicleid: row.vehicleid as number,
      notedate: new Date(),
      userid: principal.userid,
      roleid: principal.roleid,
      complete: false,
      note: WAITING_UPON_LOAD,
    },
  });
}
