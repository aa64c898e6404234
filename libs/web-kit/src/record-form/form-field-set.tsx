import { Field, Input, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import type { Option } from '../resource-table/types.js';
import { inputText, storedValue } from './field-values.js';
import type { FormErrors, FormFieldDef, FormValues } from './types.js';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  wide: { gridColumn: '1 / -1' },
  // Grid cells would otherwise grow to fit the longest option text and spill into the next column.
  cell: { minWidth: 0 },
  select: { minWidth: 0, maxWidth: '100%' },
  // A value that cannot be changed must not look like an input waiting for typing: no border, no
  // focus underline, a quiet background.
  readOnly: {
    backgroundColor: tokens.colorNeutralBackground3,
    borderTopColor: 'transparent',
    borderRightColor: 'transparent',
    borderBottomColor: 'transparent',
    borderLeftColor: 'transparent',
    '::after': { display: 'none' },
    ':hover': { borderTopColor: 'transparent', borderRightColor: 'transparent', borderBottomColor: 'transparent', borderLeftColor: 'transparent' },
  },
});

export interface FormFieldSetProps {
  fields: ReadonlyArray<FormFieldDef>;
  values: FormValues;
  onChange: (name: string, value: unknown) => void;
  errors?: FormErrors;
  /** Options loaded for choice fields, by field name. */
  choices?: Record<string, ReadonlyArray<Option>>;
  disabled?: boolean;
  /** The whole record, for readonly fields that show something derived from it. */
  record?: FormValues;
}

/** A grid of labelled inputs for a record; each shows the service's message for its field. */
export function FormFieldSet({ fields, values, onChange, errors = {}, choices = {}, disabled, record = values }: FormFieldSetProps) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      {fields.map((field) => {
        const message = errors[field.name]?.join('; ');
        const text = inputText(field, values[field.name]);
        const set = (next: string) => onChange(field.name, storedValue(field, next));
        const kind = field.kind ?? 'text';
        return (
          <Field
            key={field.name}
            label={field.label}
            required={field.required}
            hint={field.hint}
            validationState={message ? 'error' : 'none'}
            validationMessage={message}
            className={kind === 'textarea' ? styles.wide : styles.cell}
          >
            {kind === 'readonly' ? (
              <Input readOnly className={styles.readOnly} value={field.display ? field.display(record) : text} />
            ) : kind === 'textarea' ? (
              <Textarea value={text} disabled={disabled} maxLength={field.maxLength} resize="vertical" onChange={(_, d) => set(d.value)} />
            ) : kind === 'choice' || kind === 'yesNo' ? (
              <Select className={styles.select} value={text} disabled={disabled} onChange={(_, d) => set(d.value)}>
                {optionsOf(field, choices, text).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            ) : (
              <Input
                value={text}
                disabled={disabled}
                maxLength={field.maxLength}
                type={kind === 'date' ? 'date' : 'text'}
                inputMode={kind === 'integer' ? 'numeric' : kind === 'number' || kind === 'money' ? 'decimal' : undefined}
                contentBefore={kind === 'money' ? '$' : undefined}
                onChange={(_, d) => set(d.value)}
              />
            )}
          </Field>
        );
      })}
    </div>
  );
}

function optionsOf(field: FormFieldDef, choices: Record<string, ReadonlyArray<Option>>, current: string): Option[] {
  if (field.kind === 'yesNo') {
    const [no, yes] = field.yesNoLabels ?? ['No', 'Yes'];
    return [
      { value: '0', label: no },
      { value: '1', label: yes },
    ];
  }
  const list = [...(field.options ?? choices[field.name] ?? [])];
  // A stored value missing from the list (an inactive client, say) is still shown, not silently replaced.
  if (current !== '' && !list.some((o) => o.value === current)) list.unshift({ value: current, label: `#${current}` });
  if (field.allowEmpty !== false) list.unshift({ value: '', label: field.required ? 'Choose…' : 'None' });
  return list;
}
