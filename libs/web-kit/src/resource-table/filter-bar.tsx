import { Field, Input, Label, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useId, useRef } from 'react';
import { useApi } from '../api/api-context.js';
import { useLoad } from '../data/use-data.js';
import { asRange } from './filter-query.js';
import type { ChoiceFilter, DateRangeFilter, FilterDef, FilterInput, FilterValues, Option, TextFilter } from './types.js';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  text: { minWidth: '160px' },
  choice: { minWidth: '200px' },
  range: { display: 'flex', gap: tokens.spacingHorizontalXS },
  rangeGroup: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

type Change = (key: string, value: FilterInput | undefined, options?: { typing?: boolean }) => void;

export interface FilterBarProps {
  defs: ReadonlyArray<FilterDef>;
  values: FilterValues;
  onChange: Change;
}

export function FilterBar({ defs, values, onChange }: FilterBarProps) {
  const styles = useStyles();
  return (
    <div className={styles.bar} role="search">
      {defs.map((def) => {
        switch (def.kind) {
          case 'text':
            return <TextInput key={def.key} def={def} value={values[def.key]} onChange={onChange} />;
          case 'choice':
            return <ChoiceInput key={def.key} def={def} value={values[def.key]} onChange={onChange} />;
          case 'dateRange':
            return <DateRangeInput key={def.key} def={def} value={values[def.key]} onChange={onChange} />;
        }
      })}
    </div>
  );
}

function TextInput({ def, value, onChange }: { def: TextFilter; value: FilterInput | undefined; onChange: Change }) {
  const styles = useStyles();
  const text = typeof value === 'string' ? value : '';
  return (
    <Field label={def.label} className={styles.text} hint={def.hint?.(text.trim())}>
      <Input
        value={text}
        placeholder={def.placeholder}
        maxLength={def.maxLength}
        onChange={(_, data) => onChange(def.key, data.value, { typing: !def.complete?.(data.value.trim()) })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange(def.key, event.currentTarget.value);
        }}
      />
    </Field>
  );
}

function ChoiceInput({ def, value, onChange }: { def: ChoiceFilter; value: FilterInput | undefined; onChange: Change }) {
  const styles = useStyles();
  const options = useOptions(def);
  const selected = typeof value === 'string' ? value : '';
  // A saved choice stays visible while its options are still loading.
  const known = options.list.some((option) => option.value === selected);
  return (
    <Field label={def.label} className={styles.choice} validationMessage={options.error} validationState={options.error ? 'error' : 'none'}>
      <Select value={selected} onChange={(_, data) => onChange(def.key, data.value)}>
        <option value="">{options.loading ? 'Loading...' : 'All'}</option>
        {selected && !known ? <option value={selected}>{selected}</option> : null}
        {options.list.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * Two inputs under one caption. A Fluent Field gives its one id to every input inside it, so each
 * input has its own id and its own (visually hidden) label instead, and the caption names the group.
 */
function DateRangeInput({ def, value, onChange }: { def: DateRangeFilter; value: FilterInput | undefined; onChange: Change }) {
  const styles = useStyles();
  const id = useId();
  const range = asRange(value);
  const set = (part: 'from' | 'to', text: string) => {
    const next = { ...range, [part]: text || undefined };
    onChange(def.key, next.from || next.to ? next : undefined);
  };
  return (
    <div role="group" aria-labelledby={`${id}-caption`} className={styles.rangeGroup}>
      <Label id={`${id}-caption`}>{def.label}</Label>
      <div className={styles.range}>
        {(['from', 'to'] as const).map((part) => (
          <span key={part}>
            <label htmlFor={`${id}-${part}`} className={styles.hidden}>{`${def.label} ${part}`}</label>
            <Input id={`${id}-${part}`} type="date" value={range[part] ?? ''} onChange={(_, data) => set(part, data.value)} />
          </span>
        ))}
      </div>
    </div>
  );
}

const NO_OPTIONS: Option[] = [];

function useOptions(def: ChoiceFilter): { list: Option[]; loading: boolean; error?: string } {
  const api = useApi();
  const { key, label, options, loadOptions } = def;
  // Definitions are often written inline (a new loader each render): the filter's key and label name the lookup.
  const loader = useRef(loadOptions);
  loader.current = loadOptions;
  const loaded = useLoad(['filter-options', key, label], () => loader.current!(api), { enabled: Boolean(loadOptions) });
  const fixed = options ?? NO_OPTIONS;
  if (!loadOptions) return { list: fixed, loading: false };
  if (loaded.errorText) return { list: fixed, loading: false, error: `${label} choices could not be loaded` };
  return { list: loaded.data ?? fixed, loading: loaded.loading };
}
