/** Stamps are shown and written in the business's time zone (document 1 §9). */
export const BUSINESS_TIME_ZONE = 'America/Indianapolis';

type DateInput = string | number | Date | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `$1,234.50`; empty for a missing or non-numeric value. */
export function formatCurrency(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(String(value).replace(/[$,\s]/g, ''));
  return Number.isFinite(amount) ? currency.format(amount) : '';
}

/** `YYYY-MM-DD`. Calendar dates pass through as they are; instants are read in Indianapolis. */
export function formatDate(value: DateInput): string {
  const parts = calendarParts(value);
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : '';
}

/** `MM/DD/YYYY`, for table columns and date pickers. */
export function formatUsDate(value: DateInput): string {
  const parts = calendarParts(value);
  return parts ? `${parts.month}/${parts.day}/${parts.year}` : '';
}

/** `YYYY-MM-DD HH:mm:ss` in Indianapolis time, for showing a stamp. */
export function formatStamp(value: DateInput): string {
  const instant = toInstant(value);
  if (!instant) return '';
  const p = zonedParts(instant);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * The current Indianapolis wall-clock time as `YYYY-MM-DD HH:mm:ss`, without an offset: the
 * server reads a stamp without an offset as business time.
 */
export function indianapolisNow(now: Date = new Date()): string {
  return formatStamp(now);
}

/** Today's business date as `YYYY-MM-DD`. */
export function businessToday(now: Date = new Date()): string {
  return formatDate(now);
}

/** The first and last day (`YYYY-MM-DD`) of the month a `YYYY-MM-DD` day is in. */
export function monthBounds(day: string): { start: string; end: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${day.slice(0, 7)}-01`, end: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

interface CalendarParts {
  year: string;
  month: string;
  day: string;
}

function calendarParts(value: DateInput): CalendarParts | undefined {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) return { year: match[1], month: match[2], day: match[3] };
  }
  const instant = toInstant(value);
  return instant ? zonedParts(instant) : undefined;
}

function toInstant(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(typeof value === 'string' && DATE_ONLY.test(value.trim()) ? `${value.trim()}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const zoned = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function zonedParts(instant: Date): CalendarParts & { hour: string; minute: string; second: string } {
  const parts = zoned.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}
