// The resource definitions each service's engine serves, read from the service's built module (every
// service exports its list of definitions beside its Nest module), so the matrix knows what the engine
// knows: the model, the client scope, relations, appends, writable fields.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVICE_APPS } from '@portal/contracts/registry';
import { ROOT } from '../../../tools/stack/processes.mjs';

const isDefinition = (value) =>
  value !== null && typeof value === 'object' && typeof value.name === 'string' && typeof value.model === 'string' && 'scope' in value && 'access' in value;

/** Every definition exported by a service's `dist/app.module.js`, by resource name, with its service. */
export async function loadDefinitions() {
  const definitions = new Map();
  for (const service of SERVICE_APPS) {
    const module = await import(pathToFileURL(join(ROOT, service.folder, 'dist', 'app.module.js')).href);
    for (const value of Object.values(module)) {
      if (!Array.isArray(value)) continue;
      for (const def of value.filter(isDefinition)) definitions.set(def.name, { def, service: service.name });
    }
  }
  return definitions;
}
