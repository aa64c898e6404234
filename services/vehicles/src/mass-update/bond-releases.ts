import { MASS_UPDATE_MAX_VEHICLES, isStaff, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { ForbiddenError, ValidationError, type ResourceEngine, type TransactionClient } from '@portal/server-kit';
import { registeredVins } from '../imports/import-check.js';
import { reasonOf } from './mass-update.js';

export interface BondReleaseResult {
  vin: string;
  releaseDate: string | null;
  updated: boolean;
  error: string;
}

interface Columns {
  vin: number;
  date: number;
}

/** The VIN column and the release date column, by their headers. */
export function bondReleaseColumns(header: readonly string[]): Columns {
  const cells = header.map((cell) => cell.trim().toLowerCase());
  const vin = cells.findIndex((cell) => /\bvin\b/.test(cell));
  const date = cells.findIndex((cell) => /release/.test(cell) && /date/.test(cell));
  const fallbackDate = date >= 0 ? date : cells.findIndex((cell) => /date/.test(cell));
  const errors: Record<string, string[]> = {};
  if (vin < 0) errors.file = ['has no column headed VIN'];
  if (fallbackDate < 0) errors.file = [...(errors.file ?? []), 'has no column headed Release Date'];
  if (Object.keys(errors).length) throw new ValidationError(errors, 'The sheet needs a VIN column and a release date column');
  return { vin, date: fallbackDate };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A release date as a sheet holds it: 2026-11-20, 11/20/2026 (US order, as CBP writes it), 11/20/26, or
 * the long text a spreadsheet date cell reads as. Null when it is none of them or not a real day.
 */
export function releaseDate(text: string): string | null {
  const value = text.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s].*)?$/.exec(value);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value))) {
    [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (y < 100) y += 2000;
  } else {
    const parsed = /[A-Za-z]{3}/.test(value) ? new Date(value) : new Date(NaN);
    if (Number.isNaN(parsed.getTime())) return null;
    [y, m, d] = [parsed.getFullYear(), parsed.getMonth() + 1, parsed.getDate()];
  }
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d || y < 1990 || y > 2100) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/**
 * POST /api/reports/management/bondReleaseMassUpdate: every line of the sheet answered in order. A VIN
 * matching exactly one vehicle takes the date through the vehicle page's own update (its rules, its
 * history), each vehicle in a transaction of its own; a line that cannot be applied says why.
 */
export async function applyBondReleases(
  prisma: PrismaClient,
  engine: ResourceEngine,
  principal: Principal,
  rows: readonly string[][],
): Promise<BondReleaseResult[]> {
  if (!isStaff(principal)) throw new ForbiddenError('Bond Release Mass Update is for staff only');
  const columns = bondReleaseColumns(rows[0] ?? []);
  const lines = rows
    .slice(1)
    .filter((cells) => cells.some((cell) => cell.trim() !== ''))
    .map((cells) => ({ vin: (cells[columns.vin] ?? '').replace(/\s+/g, '').toUpperCase(), date: cells[columns.date] ?? '' }));
  if (lines.length === 0) throw ValidationError.field('file', 'has no rows under its header');
  if (lines.length > MASS_UPDATE_MAX_VEHICLES) throw ValidationError.field('file', `at most ${MASS_UPDATE_MAX_VEHICLES} rows at a time`);
  const found = await registeredVins(
    prisma,
    lines.map((l) => l.vin),
  );
  const results: BondReleaseResult[] = [];
  for (const line of lines) {
    const date = releaseDate(line.date);
    const matches = found.get(line.vin) ?? [];
    const refuse = (error: string) => results.push({ vin: line.vin, releaseDate: date, updated: false, error });
    if (!line.vin) refuse('No VIN');
    else if (!date) refuse(`"${line.date.trim()}" is not a date`);
    else if (matches.length === 0) refuse('VIN not found');
    else if (matches.length > 1) refuse(`${matches.length} vehicles have this VIN: none updated`);
    else {
      try {
        await prisma.$transaction((tx) =>
          engine.update(principal, 'vehicles', String(matches[0].vehicleid), { bondreleasedate: date }, tx as TransactionClient),
        );
        results.push({ vin: line.vin, releaseDate: date, updated: true, error: '' });
      } catch (error) {
        refuse(reasonOf(error));
      }
    }
  }
  return results;
}
