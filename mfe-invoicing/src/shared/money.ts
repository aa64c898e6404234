import { formatCurrency } from '@portal/web-kit';

/** An amount as the invoicing screens show it: dollars with cents. */
export const money = (value: unknown) => formatCurrency(Number(value ?? 0));

/** Year, make and model in one line. */
export const ymm = (v: { yr?: number | null; make?: string | null; model?: string | null } | null | undefined) =>
  v ? [v.yr, v.make, v.model].filter(Boolean).join(' ') : '';
