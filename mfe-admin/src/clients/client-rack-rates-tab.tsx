import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { formatCurrency, ResourceTable, type Column } from '@portal/web-kit';
import { useMemo } from 'react';
import { AppLink } from '../shared/app-link.js';
import type { Override } from '../rack-rates/rack-rate.js';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

const COLUMNS: Column<Override>[] = [
  { key: 'id', header: 'Override', value: (o) => o.id, render: (o) => <AppLink to={`/admin/rackRates/overrides/${o.id}`}>Edit override #{o.id}</AppLink> },
  {
    key: 'rate',
    header: 'Rack Rate',
    value: (o) => o.rack_rate?.name,
    render: (o) => <AppLink to={`/admin/rackRates/overrides?rack_rate_id=${o.rack_rate_id}`}>{o.rack_rate?.name ?? `#${o.rack_rate_id}`}</AppLink>,
  },
  { key: 'rate_amount', header: 'Rack Rate Amount', value: (o) => formatCurrency(o.rack_rate?.charge_amount) },
  { key: 'amount', header: 'Client Amount', value: (o) => formatCurrency(o.charge_amount), sortField: 'charge_amount' },
  { key: 'every', header: 'Every Vehicle', value: (o) => (o.every_vehicle ? 'Every Vehicle' : 'Not every vehicle') },
];

/** Rack Rates tab: this client's overrides, each linking to its edit page and to its rate's overrides. */
export function ClientRackRatesTab({ clientid }: { clientid: string }) {
  const styles = useStyles();
  const fixed = useMemo(() => [{ field: 'clientid', op: 'eq' as const, value: clientid }], [clientid]);
  return (
    <div className={styles.root}>
      <Body1>
        <AppLink to={`/admin/rackRates/overrides?clientid=${clientid}`}>Manage this client&apos;s overrides</AppLink>
      </Body1>
      <ResourceTable<Override>
        aria-label="Client rack rate overrides"
        resource="rack_rate_overrides"
        columns={COLUMNS}
        fixedFilters={fixed}
        with={['rack_rate']}
        pageSize={25}
        rowKey={(o) => o.id}
      />
    </div>
  );
}
