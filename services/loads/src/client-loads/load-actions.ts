import { LOAD_HISTORY, LOAD_TEXT, LOAD_TYPE, ROLE, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { ConflictError, ForbiddenError, ValidationError, type ResourceEngine } from '@portal/server-kit';

/** DELETE /api/client/client_loads/{id}: an empty load only (document 2 §4); `[]` means deleted. */
export async function deleteEmptyLoad(engine: ResourceEngine, principal: Principal, id: string): Promise<never[]> {
  await engine.delete(principal, 'client_loads', id);
  return [];
}

/** The delete rule, in the delete's transaction: a load holding vehicles stays. */
export async function checkLoadEmpty(db: { vehicle: { count(args: object): Promise<number> } }, id: unknown): Promise<void> {
  const vehicles = await db.vehicle.count({ where: { client_load_id: Number(id) } });
  if (vehicles > 0) throw new ConflictError(`${LOAD_TEXT.DELETE_REFUSED}: ${LOAD_TEXT.LOAD_HAS_VEHICLES} (${vehicles})`);
}

export interface QuickAddBody {
  name: string;
  client_id?: number | string;
  load_type?: 'single' | 'multiple';
}

/**
 * Quick add load (document 2 §5, document 3 §5): a blank number is ignored; one load of that number for
 * the client is selected; several are refused with the spec's message; otherwise the load is created.
 */
export async function quickAddLoad(engine: ResourceEngine, principal: Principal, body: QuickAddBody) {
  const name = body.name.trim();
  if (name === '') return { outcome: 'ignored' as const, message: null, load: null };
  const client = body.client_id === undefined || body.client_id === '' ? (principal.clientid ?? 0) : Number(body.client_id);
  if (!Number.isSafeInteger(client)) throw ValidationError.field('client_id', 'must be a client id');
  if (principal.roleid !== ROLE.ADMIN && !principal.clientIds.includes(client as number)) throw new ForbiddenError('client_id is not a client you may act for');
  const same = await engine.list(principal, 'client_loads', {
    'filters[]': [`client_id|eq|${client}`, `name|eq|${name}`],
    per_page: '2',
  });
  const pick = (row: Record<string, unknown>) => ({
    id: Number(row.id),
    name: String(row.name),
    load_type: String(row.load_type),
    client_id: row.client_id === null ? null : Number(row.client_id),
  });
  if (same.total === 1) return { outcome: 'selected' as const, message: LOAD_TEXT.LOAD_ALREADY_EXISTS, load: pick(same.data[0]) };
  if (same.total > 1) return { outcome: 'ambiguous' as const, message: LOAD_TEXT.MORE_THAN_ONE_LOAD, load: null };
  const created = await engine.create(principal, 'client_loads', { name, client_id: client, load_type: body.load_type ?? LOAD_TYPE.MULTIPLE });
  return { outcome: 'created' as const, message: null, load: pick(created) };
}

/** A load's change history, newest first, for whoever may see the load. */
export async function loadHistory(db: PrismaClient, engine: ResourceEngine, principal: Principal, id: string, page: number, perPage: number) {
  await engine.read(principal, 'client_loads', id);
  if (!Number.isSafeInteger(page) || page < 1 || page > 10_000) throw ValidationError.field('page', 'must be a whole number from 1 to 10000');
  if (!Number.isSafeInteger(perPage) || perPage < 1) throw ValidationError.field('per_page', 'must be a positive whole number');
  const size = Math.min(perPage, 100);
  const where = { object_type: LOAD_HISTORY.OBJECT_TYPE, object_type_id: Number(id) };
  const [rows, total] = await Promise.all([
    db.historyItem.findMany({
      where,
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * size,
      take: size,
      select: { id: true, created_at: true, target_field: true, value: true, old_value: true, userid: true, user: { select: { userid: true, name: true } } },
    }),
    db.historyItem.count({ where }),
  ]);
  return { data: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), current_page: page, per_page: size, total };
}
