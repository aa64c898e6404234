import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { StoragePort } from '@portal/server-kit';

export interface ArchivedFile {
  key: string;
  filename: string;
  pwimageid: number;
}

/**
 * One zip of a vehicle's files, as a stream: each file is read from the storage only when the
 * reader of the archive asks for more, so the gateway holds about one chunk at a time however many
 * files a vehicle has. Names are made unique (two uploads called photo.jpg are both kept) and safe
 * for every operating system; a file missing from the storage is listed in MISSING.txt rather than
 * silently left out.
 */
export function streamImageArchive(storage: StoragePort, files: readonly ArchivedFile[]): Readable {
  return Readable.from(archiveChunks(storage, files), { objectMode: false });
}

async function* archiveChunks(storage: StoragePort, files: readonly ArchivedFile[]): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  // Hands over what the zip produced so far; the generator only goes on when the reader wants more.
  function* drain(): Generator<Uint8Array> {
    if (failure) throw failure;
    while (ready.length) yield ready.shift()!;
  }

  const taken = new Set<string>();
  const missing: string[] = [];
  for (const file of files) {
    const source = await storage.stream(file.key);
    if (!source) {
      missing.push(`${file.pwimageid} ${file.filename}`);
      continue;
    }
    // Photos are already compressed: stored entries keep the archive fast to build.
    const entry = new ZipPassThrough(uniqueName(taken, `${file.pwimageid}-${safeName(file.filename)}`));
    zip.add(entry);
    for await (const chunk of source) {
      entry.push(chunk instanceof Uint8Array ? chunk : Buffer.from(chunk as string));
      yield* drain();
    }
    entry.push(new Uint8Array(0), true);
    yield* drain();
  }
  if (missing.length) {
    const entry = new ZipPassThrough('MISSING.txt');
    zip.add(entry);
    entry.push(new TextEncoder().encode(`These files are recorded but missing from the storage:\n${missing.join('\n')}\n`), true);
  }
  zip.end();
  yield* drain();
}

function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 120) || 'file';
}

function uniqueName(taken: Set<string>, name: string): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  for (let i = 2; taken.has(candidate); i++) {
    candidate = dot > 0 ? `${name.slice(0, dot)}-${i}${name.slice(dot)}` : `${name}-${i}`;
  }
  taken.add(candidate);
  return candidate;
}
