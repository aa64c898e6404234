// What a caller should see, counted in the database: the variant's base condition, and the caller's
// clients unless the rows are shared or the caller is staff. Independent of how the engine does it.
import { and, baseWhere } from './fixtures.mjs';
import { delegateOf } from './owners.mjs';

function visibleWhere(ctx, info, role) {
  const principal = role.principal ?? ctx.staffPrincipal;
  const scoped = role.scope !== null && info.owner && info.kind !== 'unscoped';
  return and(baseWhere(info.def, principal), scoped ? ctx.owners.where(info.model, role.scope) : undefined);
}

/** How many rows the caller's list should count; `extra` narrows it as a filter does. */
export function expectedTotal(ctx, info, role, extra) {
  return delegateOf(ctx.prisma, info.model).count({ where: and(visibleWhere(ctx, info, role), info.unscoped?.where(ctx), extra) });
}

/** Whether the caller may see (read, change, delete) the row with this key. */
export async function visible(ctx, info, role, key) {
  const count = await delegateOf(ctx.prisma, info.model).count({ where: and(visibleWhere(ctx, info, role), { [info.pk]: key }) });
  return count > 0;
}
