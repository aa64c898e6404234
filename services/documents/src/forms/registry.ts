import { PRINTED_FORMS } from '@portal/contracts/constants';
import type { FormDefinition } from './form-definition.js';
import { IMPORT_FORMS } from './definitions/import-forms.js';
import { INSPECTION_FORMS } from './definitions/inspection-forms.js';
import { TITLE_FORMS } from './definitions/title-forms.js';

/** Every form the portal prints, by its number (document 3 §7). */
export const FORMS: ReadonlyMap<number, FormDefinition> = new Map([...TITLE_FORMS, ...IMPORT_FORMS, ...INSPECTION_FORMS].map((form) => [form.n, form]));

// The browser lists PRINTED_FORMS; each must have its definition here, and nothing beyond them.
for (const { n } of PRINTED_FORMS) if (!FORMS.has(n)) throw new Error(`Form ${n} is listed in PRINTED_FORMS but has no definition`);
if (FORMS.size !== PRINTED_FORMS.length) throw new Error('A form definition is missing from PRINTED_FORMS');
