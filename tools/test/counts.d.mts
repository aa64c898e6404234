/** Records one count of what a proof suite checked (see counts.mjs). */
export function recordCount(label: string, count: number, detail?: Record<string, unknown>): void;
export function clearCounts(): void;
export function readCounts(): Array<{ label: string; count: number; at: string } & Record<string, unknown>>;
