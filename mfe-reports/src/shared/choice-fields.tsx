import { Button, Field, Input, Select } from '@fluentui/react-components';
import { addDays } from '@portal/contracts/constants';
import { businessToday, useResourceList } from '@portal/web-kit';
import { thisMonth } from './report-filters.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A year among those offered, newest first. */
export function YearSelect({ value, years, onChange }: { value: string; years: readonly number[]; onChange: (year: string) => void }) {
  return (
    <Field label="Year">
      <Select value={value} onChange={(_, d) => onChange(d.value)}>
        {years.map((y) => (
          <option key={y}>{y}</option>
        ))}
      </Select>
    </Field>
  );
}

/** A month of the year by name, or every month ("All"); the value is the month's number. */
export function MonthSelect({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  return (
    <Field label="Month">
      <Select value={value} onChange={(_, d) => onChange(d.value)}>
        <option value="">All</option>
        {MONTHS.map((name, i) => (
          <option key={name} value={String(i + 1)}>
            {name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export interface ClientSelectProps {
  value: string;
  onChange: (clientId: string) => void;
  /** The active clients, or only the active RI clients. */
  resource?: 'clients_active' | 'clients_active_ri';
  label?: string;
  /** The first choice, standing for no client chosen. */
  emptyLabel?: string;
}

/** One of the active clients by name (loaded up to 1000, document 3 §9), or none of them. */
export function ClientSelect({ value, onChange, resource = 'clients_active', label = 'Client', emptyLabel = 'All Clients' }: ClientSelectProps) {
  const clients = useResourceList<{ clientid: number; clientname: string }>(resource, {
    per_page: 1000,
    order_by: [{ field: 'clientname', direction: 'asc' }],
  });
  return (
    <Field label={label} validationMessage={clients.errorText} style={{ maxWidth: 360 }}>
      <Select value={value} onChange={(_, d) => onChange(d.value)} disabled={clients.loading && !clients.data}>
        <option value="">{emptyLabel}</option>
        {(clients.data?.data ?? []).map((c) => (
          <option key={c.clientid} value={String(c.clientid)}>
            {c.clientname}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export interface Period {
  from: string;
  to: string;
}

/** The month before the one a day falls in, first to last day. */
export function lastMonth(today: string): Period {
  return thisMonth(addDays(`${today.slice(0, 8)}01`, -1));
}

/** Start and end dates, with the Last Month and Current Month shortcuts unless told otherwise (document 3 §9). */
export function PeriodFields({ value, onChange, shortcuts = true }: { value: Period; onChange: (period: Period) => void; shortcuts?: boolean }) {
  return (
    <>
      <Field label="Start">
        <Input type="date" value={value.from} onChange={(_, d) => onChange({ ...value, from: d.value })} />
      </Field>
      <Field label="End">
        <Input type="date" value={value.to} onChange={(_, d) => onChange({ ...value, to: d.value })} />
      </Field>
      {shortcuts && <Button onClick={() => onChange(lastMonth(businessToday()))}>Last Month</Button>}
      {shortcuts && <Button onClick={() => onChange(thisMonth(businessToday()))}>Current Month</Button>}
    </>
  );
}
