import { Body1, Button, Card, Field, Link, makeStyles, Select, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { alertError, alertSuccess, messageOf, saveFailureText, useApi, useFailureAlert, useInvalidate, useLoad, useResourceList } from '@portal/web-kit';
import { useState } from 'react';
import { AppLink } from '../shared/app-link.js';
import { titleApplicationTypes } from '../shared/choices.js';
import type { RackRate } from './rack-rate.js';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

type Link = NonNullable<RackRate['title_application_types']>[number];

/** The title application types a rack rate applies to: add links (POST) and remove them (DELETE by pivot id). */
export function LinkedApplicationTypes({ rackRateId }: { rackRateId: string }) {
  const styles = useStyles();
  const api = useApi();
  const invalidate = useInvalidate();
  const [chosen, setChosen] = useState('');
  const read = useResourceList<Link>('rack_rate_title_app_types', {
    per_page: 1000,
    filters: [{ field: 'rack_rate_id', op: 'eq', value: rackRateId }],
    with: ['title_application_type'],
  });
  const choices = useLoad(['title-application-types'], () => titleApplicationTypes(api));
  useFailureAlert(read);
  useFailureAlert(choices);
  const links = read.data?.data;
  const options = choices.data ?? [];
  const onChange = () => void invalidate('rack_rate_title_app_types');

  const linked = new Set((links ?? []).map((l) => String(l.vehiclechargetypeid)));
  const add = async () => {
    if (!chosen) return;
    try {
      await api.createResource('rack_rate_title_app_types', { rack_rate_id: Number(rackRateId), vehiclechargetypeid: Number(chosen) });
      setChosen('');
      alertSuccess('Title Application Type Added');
      onChange();
    } catch (e) {
      alertError(saveFailureText(e, [{ name: 'vehiclechargetypeid', label: 'Title Application Type' }]));
    }
  };
  const remove = async (pivotId: number) => {
    try {
      await api.deleteResource('rack_rate_title_app_types', pivotId);
      alertSuccess('Title Application Type Removed');
      onChange();
    } catch (e) {
      alertError(messageOf(e));
    }
  };

  return (
    <Card className={styles.card}>
      <Subtitle2 as="h3">Title Application Types</Subtitle2>
      {read.loading && <Spinner size="tiny" label="Loading…" />}
      {links?.length === 0 && <Body1>No title application types linked.</Body1>}
      {links?.map((link) => (
        <div key={link.id} className={styles.row}>
          <AppLink to={`/admin/titleApplicationTypes/${link.vehiclechargetypeid}`}>
            {link.title_application_type?.titleapplicationtype ?? `#${link.vehiclechargetypeid}`}
          </AppLink>
          <Link as="button" onClick={() => void remove(link.id)}>
            remove
          </Link>
        </div>
      ))}
      <div className={styles.add}>
        <Field label="Add Title Application Type">
          <Select value={chosen} onChange={(_, d) => setChosen(d.value)}>
            <option value="">Choose…</option>
            {options
              .filter((o) => !linked.has(o.value))
              .map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
          </Select>
        </Field>
        <Button disabled={!chosen} onClick={() => void add()}>
          Add
        </Button>
      </div>
    </Card>
  );
}
