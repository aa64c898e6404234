/** Rows already at hand as CSV text (RFC 4180: quoted where a comma, quote or line break needs it). */
export function rowsToCsv(header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const quote = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(quote).join(',')).join('\r\n');
}
