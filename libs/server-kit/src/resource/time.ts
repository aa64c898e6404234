import { BUSINESS_TIME_ZONE } from '@portal/contracts';

// The zone and the business date are the ones the tables and exports use, declared once in contracts.
export { BUSINESS_TIME_ZONE, businessToday } from '@portal/contracts';

/** Interprets a wall-clock time without an offset as a time in `zone`. */
export function zonedWallClockToUtc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  ms: number,
  zone = BUSINESS_TIME_ZONE,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // The zone's offset at that instant; one correction pass covers a DST change in between.
  let offset = zoneOffsetMs(new Date(asUtc), zone);
  let result = asUtc - offset;
  const corrected = zoneOffsetMs(new Date(result), zone);
  if (corrected !== offset) {
    offset = corrected;
    result = asUtc - offset;
  }
  return new Date(result);
}

function zoneOffsetMs(instant: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}
