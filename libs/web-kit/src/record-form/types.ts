import type { Option, OptionsLoader } from '../resource-table/types.js';

/**
 * How a field is edited. `choice` values are sent as numbers unless `text` is set; `yesNo` is a
 * No/Yes choice on a boolean column (`boolean`) or a 0/1 column.
 */
export type FormFieldKind = 'text' | 'textarea' | 'integer' | 'number' | 'money' | 'date' | 'choice' | 'yesNo' | 'readonly';

export interface FormFieldDef {
  name: string;
  label: string;
  kind?: FormFieldKind;
  options?: ReadonlyArray<Option>;
  loadOptions?: OptionsLoader;
  /** Choices whose stored value is text (country codes), not a number. */
  text?: boolean;
  /** A No/Yes choice on a boolean column. */
  boolean?: boolean;
  /** Labels of a yesNo field, when they are not No/Yes. */
  yesNoLabels?: readonly [no: string, yes: string];
  /** Offer an empty choice that clears the value. */
  allowEmpty?: boolean;
  required?: boolean;
  maxLength?: number;
  hint?: string;
  /** Shown for a readonly field, from the whole record. */
  display?: (record: Record<string, unknown>) => string;
}

export interface FormSection {
  title: string;
  fields: ReadonlyArray<FormFieldDef>;
}

export type FormValues = Record<string, unknown>;
export type FormErrors = Record<string, string[] | undefined>;
