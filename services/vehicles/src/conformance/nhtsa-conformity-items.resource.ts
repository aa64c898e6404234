import { RESOURCE_ROUTES } from '@portal/contracts';
import { FieldErrorCollector, defineResource } from '@portal/server-kit';

const CHOICES = ['car_default', 'truck_default', 'truck_heavy_default'] as const;
const CLASSES = ['car', 'truck', 'truck_heavy'] as const;
/** O Original, M Modified, N Not Applicable (document 3 §3); none is kept as null. */
const DEFAULTS = ['O', 'M', 'N'];

/** A standard as the edit screen sends it: defaults trimmed and in capitals (empty is none), flags 0 or 1. */
export function checkConformityItem(data: Record<string, unknown>): void {
  const errors = new FieldErrorCollector();
  for (const field of CHOICES) {
    if (typeof data[field] === 'string') data[field] = (data[field] as string).trim().toUpperCase() || null;
    if (data[field] !== undefined && data[field] !== null && !DEFAULTS.includes(String(data[field]))) errors.add(field, 'must be O, M, N or empty');
  }
  for (const field of CLASSES) {
    if (data[field] !== undefined && data[field] !== 0 && data[field] !== 1) errors.add(field, 'must be 0 or 1');
  }
  errors.throwIfAny();
}

/**
 * The FMVSS standards (document 3 §3, NHTSA conformity item): which vehicle classes each applies to and
 * its default choice per class (O Original, M Modified, N Not Applicable), read by the conformity
 * document and the conformity edit screen; staff keep them.
 */
export const nhtsaConformityItemsResource = defineResource({
  name: 'nhtsa_conformity_items',
  model: 'NhtsaConformityItem',
  primaryKey: 'id',
  filterable: ['fmvss_number', 'fmvss_name', 'car', 'truck', 'truck_heavy'],
  sortable: ['id', 'fmvss_number'],
  updatable: ['fmvss_name', 'car', 'truck', 'truck_heavy', ...CHOICES],
  defaultOrder: [{ field: 'id', direction: 'asc' }],
  pageSize: { default: 100, max: 1000 },
  access: RESOURCE_ROUTES.nhtsa_conformity_items.access,
  scope: { none: true, reason: 'reference data every client reads' },
  hooks: {
    beforeUpdate: ({ data }) => checkConformityItem(data),
  },
});
