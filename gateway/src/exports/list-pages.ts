import type { ListEnvelope } from '@portal/contracts';

export interface PagedRows<T> {
  /** Rows the list holds in all. */
  total: number;
  /** Rows that will be written: the total, up to the cap. */
  count: number;
  /** The rows of the first page (already fetched, so a refusal comes before anything is sent). */
  first: T[];
  /** Every page from the first, in order. */
  pages: AsyncGenerator<T[]>;
}

export interface PagingOptions {
  maxRows: number;
  /** The most rows a list page may hold anywhere (the engine's largest maximum we rely on). */
  maxPageSize: number;
  /** Rows of the first, small page: every resource allows it, and it shows how wide the rows are. */
  probeSize: number;
  /** Bytes one page may carry: the bus drops answers over about 1 MiB, so well under that. */
  pageBytes: number;
  /** Pages asked for at once: the service works on the next pages while earlier ones are written. */
  window: number;
}

type FetchPage<T> = (page: number, perPage: number) => Promise<ListEnvelope<T>>;

/**
 * Reads a list page by page with the list call itself (so its access and scope rules apply), at most
 * `window` pages in flight: memory stays a few pages whatever the number of rows. Pages are as large
 * as the rows allow: a small first page measures them.
 */
export async function pagedRows<T>(fetchPage: FetchPage<T>, options: PagingOptions): Promise<PagedRows<T>> {
  const probe = await fetchPage(1, options.probeSize);
  const count = Math.min(probe.total, options.maxRows);
  let pageSize = pageSizeFor(probe.data, options);
  let firstPage = probe;
  if (pageSize > options.probeSize && probe.data.length < count) {
    try {
      firstPage = await fetchPage(1, pageSize);
    } catch (error) {
      // This resource allows fewer rows per page: page at the size that just worked.
      if (!(error as { errors?: Record<string, unknown> }).errors?.per_page) throw error;
      pageSize = options.probeSize;
    }
  }
  const lastPage = Math.max(1, Math.ceil(count / pageSize));

  async function* pages(): AsyncGenerator<T[]> {
    let written = 0;
    const take = (rows: T[]) => {
      const kept = rows.slice(0, count - written);
      written += kept.length;
      return kept;
    };
    yield take(firstPage.data);
    const inFlight: Promise<ListEnvelope<T>>[] = [];
    let next = 2;
    const fill = () => {
      while (next <= lastPage && inFlight.length < options.window) inFlight.push(fetchPage(next++, pageSize));
    };
    try {
      fill();
      while (inFlight.length && written < count) {
        const page = await inFlight.shift()!;
        fill();
        // Rows deleted since the first page: the list is shorter now, and that is its end.
        if (page.data.length === 0) break;
        yield take(page.data);
      }
    } finally {
      // Stopped early (the download was cancelled or failed): answers on their way are not waited for.
      for (const pending of inFlight) pending.catch(() => undefined);
    }
  }

  return { total: probe.total, count, first: firstPage.data, pages: pages() };
}

/** As many rows as fit the byte budget, judged by the widest row seen (with a margin), within the page maximum. */
export function pageSizeFor(
  sample: readonly unknown[],
  { maxPageSize, probeSize, pageBytes }: Pick<PagingOptions, 'maxPageSize' | 'probeSize' | 'pageBytes'>,
): number {
  const widest = Math.max(1, ...sample.map((row) => Buffer.byteLength(JSON.stringify(row))));
  const fits = Math.floor(pageBytes / (widest * 1.25));
  return Math.max(probeSize, Math.min(maxPageSize, fits));
}
