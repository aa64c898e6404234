import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODEL_META } from './generated/model-meta.js';

// Each model has one owning service, which alone writes it (ARCHITECTURE.md, "Data"); other areas read
// it through a catalog call or a read-only view. This test reads the services' code and fails on a write
// by anyone else.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The areas of the architecture: the services built so far and those still to come. */
const AREAS = ['identity', 'vehicles', 'admin', 'loads', 'invoicing', 'reports', 'documents'];
/** Written by every service, but only through the resource engine (history of every change). */
const SHARED = 'any';

const WRITE = /\.(\w+)\.(create|createMany|update|updateMany|upsert|delete|deleteMany)\(/g;

/**
 * A vehicle's fields that belong to another area's record: its link to the batch that billed it
 * (vehicles.invoiceid, changed in the same transaction as the invoice line), and its load's driver,
 * transit number and bay photo status. These files may write those fields of the vehicle, and only them.
 */
const LINK_WRITES: Record<string, { delegate: string; fields: readonly string[] }> = {
  'services/invoicing/src/batches/batch-membership.ts': { delegate: 'vehicle', fields: ['invoiceid'] },
  // A vehicle's driver and transit number belong to its single (caravan) load: they go when the load
  // becomes a carrier load, in the type change's transaction (document 2 §4).
  'services/loads/src/client-loads/load-rules.ts': { delegate: 'vehicle', fields: ['client_driver_id', 'transit_number'] },
  // The bay's answer to Update Photos for a vehicle of a load (document 2 §3 Load vehicle, bay_image_status).
  'services/loads/src/bay/bay-shipments.ts': { delegate: 'vehicle', fields: ['bay_image_status'] },
};

/**
 * A vehicle's paperwork batch link, its printed flag and the date its title went to the BMV change with the
 * paperwork batch (add, remove, Update all Sent to BMV), through an engine resource that records each
 * change in the vehicle's history. This file may declare that resource, updating only these fields.
 */
const LINK_RESOURCES: Record<string, { model: string; fields: readonly string[] }> = {
  'services/invoicing/src/paperwork/paperwork-membership.ts': { model: 'Vehicle', fields: ['titledocsbatchid', 'printtitledocuments', 'titlesenttobmvdate'] },
};

/** A resource block that only updates the named fields (it creates nothing). */
function linkResourceOnly(block: string, fields: readonly string[]): boolean {
  if (/\bcreatable:/.test(block)) return false;
  const updatable = /\bupdatable:\s*\[([^\]]*)\]/.exec(block)?.[1];
  if (updatable === undefined) return false;
  const names = [...updatable.matchAll(/'(\w+)'/g)].map((m) => m[1]!);
  return names.length > 0 && names.every((name) => fields.includes(name));
}

/** A service's shipped sources: its tests and the fixtures in its `testing/` folder make rows of any area on purpose. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

const delegateModel = new Map(Object.keys(MODEL_META).map((model) => [model.charAt(0).toLowerCase() + model.slice(1), model]));
const ownerOf = (model: string) => MODEL_META[model]?.owner;
const services = readdirSync(join(ROOT, 'services')).filter((name) => statSync(join(ROOT, 'services', name, 'src')).isDirectory());

/** Every `.delegate.update(...)` of the file sets only the named fields. */
function linkWritesOnly(text: string, delegate: string, fields: readonly string[]): boolean {
  const datas = [...text.matchAll(new RegExp(`\\.${delegate}\\.(?:update|updateMany)\\([^;]*?data: \\{([^}]*)\\}`, 'g'))].map((m) => m[1]!);
  return datas.length > 0 && datas.every((data) => data.split(',').every((pair) => fields.includes(pair.split(':')[0]!.trim())));
}

describe('data ownership', () => {
  it('names one owning area for every model', () => {
    const unowned = Object.keys(MODEL_META).filter((model) => ![...AREAS, SHARED].includes(ownerOf(model) ?? ''));
    expect(unowned).toEqual([]);
  });

  it.each(services)('lets the %s service write only the models it owns', (service) => {
    const strays: string[] = [];
    for (const file of sourceFiles(join(ROOT, 'services', service, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const [, delegate, action] of text.matchAll(WRITE)) {
        const model = delegateModel.get(delegate);
        const link = LINK_WRITES[relative(ROOT, file)];
        if (link?.delegate === delegate && (action === 'update' || action === 'updateMany') && linkWritesOnly(text, delegate, link.fields)) continue;
        if (model && ownerOf(model) !== service) strays.push(`${relative(ROOT, file)}: ${delegate}.${action} (${model} is ${ownerOf(model)}'s)`);
      }
      // A resource that can be written serves a model of this service's own.
      for (const block of text.split('defineResource(').slice(1)) {
        const model = /model:\s*'(\w+)'/.exec(block)?.[1];
        const writable = /\b(creatable|updatable):/.test(block.split('defineResource(')[0] ?? '');
        const linkResource = LINK_RESOURCES[relative(ROOT, file)];
        if (model && writable && linkResource?.model === model && linkResourceOnly(block.split('defineResource(')[0] ?? '', linkResource.fields)) continue;
        if (model && writable && ownerOf(model) !== service) strays.push(`${relative(ROOT, file)}: a writable resource of ${model} (${ownerOf(model)}'s)`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('finds the writes it looks for', () => {
    // The scan itself must see a write, or every service would pass for the wrong reason.
    const text = 'await tx.vehicleNote.create({ data }); await db.client.update({});';
    expect([...text.matchAll(WRITE)].map((m) => `${m[1]}.${m[2]}`)).toEqual(['vehicleNote.create', 'client.update']);
  });
});
