/** Invoice dates are the day in Indianapolis (document 2 §9), whatever the server's own zone. */
export const INVOICE_TIME_ZONE = 'America/Indiana/Indianapolis';

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: INVOICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) it is in Indianapolis at that instant. */
export function indianapolisDate(at: Date): string {
  return DAY.format(at);
}

/** That Indianapolis day as a value for a date column (midnight UTC of the day, as PostgreSQL stores a date). */
export function indianapolisDay(at: Date): Date {
  return new Date(`${indianapolisDate(at)}T00:00:00.000Z`);
}
