/** Records one count of what a proof suite checked (see counts.mjs). */
export function recordCount(label: string, count: number, detail?: Record<string, unknown>): void;
export function clearCounts(): void;
export function readCounts(): Array<{ label: string; count: number; at: string } & Record<string, unknown>>;
/** One line of the summary: the count, its label and the outcomes it recorded (failed, lost, 5xx, leaks...). */
export function summaryLine(count: { label: string; count: number } & Record<string, unknown>): string;
