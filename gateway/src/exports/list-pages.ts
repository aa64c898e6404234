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
  pageSize: number;
  maxRows: number;
  /** Pages asked for at once: the service works on the next pages while earlier ones are written. */
  window: number;
}

/**
 * Reads a list page by page with the list call itself (so its access and scope rules apply), at most
 * `window` pages in flight: memory stays a few pages whatever the number of rows.
 */
export async function pagedRows<T>(fetchPage: (page: number, perPage: number) => Promise<ListEnvelope<T>>, options: PagingOptions): Promise<PagedRows<T>> {
  const firstPage = await fetchPage(1, options.pageSize);
  const total = firstPage.total;
  const count = Math.min(total, options.maxRows);
  const lastPage = Math.max(1, Math.ceil(count / options.pageSize));

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
      while (next <= lastPage && inFlight.length < options.window) inFlight.push(fetchPage(next++, options.pageSize));
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
      // Stopped early (the download was cancelled): answers still on their way are not waited for.
      for (const pending of inFlight) pending.catch(() => undefined);
    }
  }

  return { total, count, first: firstPage.data, pages: pages() };
}
