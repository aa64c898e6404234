/** One year's values, `counts[i]` for the slot labelled `labels[i]`. */
export interface YearCounts {
  year: number;
  counts: readonly number[];
}

const DAY = 86_400_000;
/** Slots sit on a time axis one day apart from this day, so the axis can name each by its label. */
const FIRST_SLOT = Date.UTC(2001, 0, 1);

/** The axis position of slot `index`. */
export function slotDate(index: number): Date {
  return new Date(FIRST_SLOT + index * DAY);
}

/** The label of the slot at an axis position ('' between slots). */
export function slotLabel(labels: readonly string[], at: Date): string {
  const index = (at.getTime() - FIRST_SLOT) / DAY;
  return Number.isInteger(index) ? (labels[index] ?? '') : '';
}

/** The slots the axis names: every `step`-th, so 53 weeks do not write over one another. */
export function labelledSlots(labels: readonly string[]): Date[] {
  const step = Math.ceil(labels.length / 13);
  return labels
    .map((_, i) => i)
    .filter((i) => i % step === 0)
    .map(slotDate);
}

/** A line per year, its points named '{slot} {year}: {count}' in the callout. */
export function yearLines(labels: readonly string[], series: readonly YearCounts[], colours: readonly string[]) {
  return series.map((s, si) => ({
    legend: String(s.year),
    color: colours[si % colours.length],
    data: s.counts.map((count, i) => ({ x: slotDate(i), y: count, xAxisCalloutData: `${labels[i] ?? ''} ${s.year}` })),
  }));
}

/** A group of bars per slot, a bar per year. */
export function yearBars(labels: readonly string[], series: readonly YearCounts[], colours: readonly string[]) {
  return labels.map((label, i) => ({
    name: label,
    series: series.map((s, si) => ({ key: `${label}-${s.year}`, legend: String(s.year), data: s.counts[i] ?? 0, color: colours[si % colours.length] })),
  }));
}
