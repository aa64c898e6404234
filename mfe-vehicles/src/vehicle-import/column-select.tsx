import { Field, Select } from '@fluentui/react-components';

export interface ColumnSelectProps {
  label: string;
  /** The chosen column's 0-based number as text; '' when none is chosen. */
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  required?: boolean;
  onChange(value: string): void;
}

/** A choice of one of the sheet's columns, by header or by number. */
export function ColumnSelect({ label, value, options, required = false, onChange }: ColumnSelectProps) {
  return (
    <Field label={label} required={required}>
      <Select value={value} onChange={(_, d) => onChange(d.value)}>
        <option value="">{required ? 'Choose…' : 'None'}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
