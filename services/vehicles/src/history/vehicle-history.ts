import { LIST_QUERY_LIMITS, type Principal } from '@portal/contracts';
import { ValidationError } from '@portal/server-kit';
import { assertVehicleVisible, vehicleIdOf } from '../vehicles/vehicle-access.js';

export interface HistoryRow {
  id: number;
  created_at: string;
  target_field: string;
  value: string | null;
  old_value: string | null;
  userid: number | null;
  user: { userid: number; name: string } | null;
}

interface HistoryDb {
  vehicle: { count(args: object): Promise<number> };
  historyItem: {
    findMany(args: object): Promise<Array<Omit<HistoryRow, 'created_at'> & { created_at: Date }>>;
    count(args: object): Promise<number>;
  };
}

const MAX_PAGE = 100;

/** The change history of one vehicle (Dates & Activity tab), newest first, for whoever may see the vehicle. */
export async function vehicleHistory(db: HistoryDb, principal: Principal, rawId: unknown, page = 1, perPage = 25) {
  const vehicleid = vehicleIdOf(rawId);
  await assertVehicleVisible(db, principal, vehicleid);
  if (!Number.isSafeInteger(page) || page < 1 || page > LIST_QUERY_LIMITS.maxPage)
    throw ValidationError.field('page', `page must be a whole number from 1 to ${LIST_QUERY_LIMITS.maxPage}`);
  if (!Number.isSafeInteger(perPage) || perPage < 1) throw ValidationError.field('per_page', 'per_page must be a positive whole number');
  const size = Math.min(perPage, MAX_PAGE);
  const current = page;
  const where = { object_type: 'vehicle', object_type_id: vehicleid };
  const [rows, total] = await Promise.all([
    db.historyItem.findMany({
      where,
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      skip: (current - 1) * size,
      take: size,
      select: { id: true, created_at: true, target_field: true, value: true, old_value: true, userid: true, user: { select: { userid: true, name: true } } },
    }),
    db.historyItem.count({ where }),
  ]);
  const data: HistoryRow[] = rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  return { data, current_page: current, per_page: size, total };
}
