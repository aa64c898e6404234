import { zipSync } from 'fflate';
import type { StoragePort } from '@portal/server-kit';

export interface ArchivedFile {
  key: string;
  filename: string;
  pwimageid: number;
}

/**
 * One zip of a vehicle's files. Names are made unique (two uploads called photo.jpg are both kept)
 * and safe for every operating system; a file missing from the storage is listed in MISSING.txt
 * rather than silently left out.
 */
export async function buildImageArchive(storage: StoragePort, files: readonly ArchivedFile[]): Promise<Uint8Array> {
  const entries: Record<string, Uint8Array> = {};
  const missing: string[] = [];
  for (const file of files) {
    const data = await storage.get(file.key);
    if (!data) {
      missing.push(`${file.pwimageid} ${file.filename}`);
      continue;
    }
    entries[uniqueName(entries, `${file.pwimageid}-${safeName(file.filename)}`)] = new Uint8Array(data);
  }
  if (missing.length) entries['MISSING.txt'] = new TextEncoder().encode(`These files are recorded but missing from the storage:\n${missing.join('\n')}\n`);
  // Photos are already compressed; storing them keeps the archive fast to build.
  return zipSync(entries, { level: 0 });
}

function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 120) || 'file';
}

function uniqueName(taken: Record<string, unknown>, name: string): string {
  if (!(name in taken)) return name;
  const dot = name.lastIndexOf('.');
  for (let i = 2; ; i++) {
    const candidate = dot > 0 ? `${name.slice(0, dot)}-${i}${name.slice(dot)}` : `${name}-${i}`;
    if (!(candidate in taken)) return candidate;
  }
}
