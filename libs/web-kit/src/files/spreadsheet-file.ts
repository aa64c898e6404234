/** The spreadsheets the portal's upload screens take (document 2 §5, document 3 §5); the server judges the content again. */
const SPREADSHEET_EXTENSIONS = ['.csv', '.xlsx', '.xls'];

/** The file picker's `accept`. */
export const SPREADSHEET_ACCEPT = SPREADSHEET_EXTENSIONS.join(',');

/** The picker's refusal in the spec's words, '{path} is not valid. {reason}'; null for a file it takes. `use` ends the reason ("imported", "checked"). */
export function spreadsheetRefusal(name: string, use: string): string | null {
  const lower = name.toLowerCase();
  return SPREADSHEET_EXTENSIONS.some((ext) => lower.endsWith(ext)) ? null : `${name} is not valid. Only .csv, .xlsx and .xls files can be ${use}.`;
}
