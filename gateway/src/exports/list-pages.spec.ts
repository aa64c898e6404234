import { describe, expect, it } from '@jest/globals';
import { pageSizeFor, pagedRows } from './list-pages.js';

function list(total: number) {
  const asked: number[] = [];
  let inFlight = 0;
  let most = 0;
  const fetchPage = async (page: number, perPage: number) => {
    asked.push(page);
    inFlight++;
    most = Math.max(most, inFlight);
    await new Promise((r) => setTimeout(r, 1));
    inFlight--;
    const start = (page - 1) * perPage;
    const data = Array.from({ length: Math.max(0, Math.min(perPage, total - start)) }, (_, i) => ({ id: start + i + 1 }));
    return { data, current_page: page, per_page: perPage, total };
  };
  return { fetchPage, asked, most: () => most };
}

async function all<T>(pages: AsyncGenerator<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for await (const page of pages) rows.push(...page);
  return rows;
}

describe('pagedRows', () => {
  it('reads every page in order, a few at a time', async () => {
    const source = list(1050);
    const paged = await pagedRows(source.fetchPage, { maxPageSize: 100, probeSize: 10, pageBytes: 1_000_000, maxRows: 10_000, window: 3 });
    const rows = await all(paged.pages);
    expect([paged.total, paged.count, rows.length]).toEqual([1050, 1050, 1050]);
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 1050 }, (_, i) => i + 1));
    expect(source.asked).toEqual([1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(source.most()).toBeLessThanOrEqual(3);
  });

  it('stops at the cap and never asks for pages past it', async () => {
    const source = list(48_059);
    const paged = await pagedRows(source.fetchPage, { maxPageSize: 200, probeSize: 10, pageBytes: 1_000_000, maxRows: 10_000, window: 3 });
    expect(await all(paged.pages)).toHaveLength(10_000);
    expect([paged.total, paged.count]).toEqual([48_059, 10_000]);
    expect(Math.max(...source.asked)).toBe(50);
  });

  it('answers an empty list with one empty page', async () => {
    const paged = await pagedRows(list(0).fetchPage, { maxPageSize: 200, probeSize: 10, pageBytes: 1_000_000, maxRows: 10_000, window: 3 });
    expect(await all(paged.pages)).toEqual([]);
  });

  it('passes on a refusal of the first page before anything is written', async () => {
    await expect(
      pagedRows(async () => Promise.reject(new Error('refused')), { maxPageSize: 200, probeSize: 10, pageBytes: 1_000_000, maxRows: 10_000, window: 3 }),
    ).rejects.toThrow('refused');
  });

  it('pages at the size that worked when the resource allows fewer rows per page', async () => {
    const source = list(120);
    const strict = async (page: number, perPage: number) => {
      if (perPage > 50) throw Object.assign(new Error('per_page: at most 50'), { code: 'VALIDATION', errors: { per_page: ['at most 50'] } });
      return source.fetchPage(page, perPage);
    };
    const paged = await pagedRows(strict, { maxPageSize: 500, probeSize: 50, pageBytes: 1_000_000, maxRows: 10_000, window: 3 });
    expect((await all(paged.pages)).map((r) => r.id)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
  });
});

describe('pageSizeFor', () => {
  it('keeps a page of wide rows far below the bus limit, and narrow rows at the page maximum', () => {
    const wide = [{ text: 'x'.repeat(2500) }];
    expect(pageSizeFor(wide, { maxPageSize: 500, probeSize: 50, pageBytes: 512 * 1024 })).toBe(167);
    expect(pageSizeFor([{ id: 1, vin: '1HGCM82633A004352' }], { maxPageSize: 500, probeSize: 50, pageBytes: 512 * 1024 })).toBe(500);
    expect(pageSizeFor([{ text: 'x'.repeat(100_000) }], { maxPageSize: 500, probeSize: 50, pageBytes: 512 * 1024 })).toBe(50);
  });
});
