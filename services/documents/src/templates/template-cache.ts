import { createHash } from 'node:crypto';
import type { FormDefinition } from '../forms/form-definition.js';
import type { FormContext } from '../data/form-context.js';
import { buildTemplate } from './build-template.js';
import type { FormLayout } from './layout.js';

const MAX_TEMPLATES = 64;
const cache = new Map<string, Promise<Uint8Array>>();

/** The form's layout for this vehicle (most forms have one; the conformity document one per class and standard list). */
export function layoutOf(definition: FormDefinition, context: FormContext): FormLayout {
  return typeof definition.layout === 'function' ? definition.layout(context) : definition.layout;
}

/**
 * The blank fillable PDF of a form, drawn once per layout and kept: filling copies it, so the same
 * template serves every render. A layout that depends on data is keyed by its content.
 */
export function templateOf(definition: FormDefinition, context: FormContext): Promise<Uint8Array> {
  const layout = layoutOf(definition, context);
  const key =
    typeof definition.layout === 'function' ? `${definition.n}:${createHash('sha1').update(JSON.stringify(layout)).digest('hex')}` : String(definition.n);
  let template = cache.get(key);
  if (!template) {
    if (cache.size >= MAX_TEMPLATES) cache.delete(cache.keys().next().value as string);
    template = buildTemplate(layout, layout.header.title);
    // A failed drawing is not kept: the next render tries again.
    template.catch(() => cache.delete(key));
    cache.set(key, template);
  }
  return template;
}
