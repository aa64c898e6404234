import type { Filter } from '../api/list-query.js';
import type { DateRangeValue, FilterDef, FilterValues } from './types.js';

/** The `filters[]` clauses for what the person has entered; empty entries send nothing. */
export function filtersFromValues(defs: ReadonlyArray<FilterDef>, values: FilterValues): Filter[] {
  const out: Filter[] = [];
  for (const def of defs) {
    const value = values[def.key];
    switch (def.kind) {
      case 'text': {
        const text = typeof value === 'string' ? value.trim() : '';
        if (!text) break;
        const clause = def.clause ? def.clause(text) : { field: def.field, op: def.op ?? 'like', value: text };
        if (clause) out.push(clause);
        break;
      }
      case 'choice': {
        const choice = typeof value === 'string' ? value : '';
        if (choice) out.push({ field: def.field, op: def.op ?? 'eq', value: choice });
        break;
      }
      case 'dateRange': {
        const range = asRange(value);
        if (range.from) out.push({ field: def.field, op: '>=', value: def.stamp ? `${range.from} 00:00:00` : range.from });
        if (range.to) out.push({ field: def.field, op: '<=', value: def.stamp ? `${range.to} 23:59:59` : range.to });
        break;
      }
    }
  }
  return out;
}

export function asRange(value: unknown): DateRangeValue {
  if (value && typeof value === 'object') {
    const { from, to } = value as DateRangeValue;
    return { from: typeof from === 'string' && from ? from : undefined, to: typeof to === 'string' && to ? to : undefined };
  }
  return {};
}

/** Keeps only the values the definitions know, in the shape each kind expects. */
export function cleanValues(defs: ReadonlyArray<FilterDef>, values: unknown): FilterValues {
  const source = values && typeof values === 'object' ? (values as Record<string, unknown>) : {};
  const out: FilterValues = {};
  for (const def of defs) {
    const value = source[def.key];
    if (def.kind === 'dateRange') {
      const range = asRange(value);
      if (range.from || range.to) out[def.key] = range;
    } else if (typeof value === 'string' || typeof value === 'number') {
      if (String(value) !== '') out[def.key] = String(value);
    }
  }
  return out;
}
