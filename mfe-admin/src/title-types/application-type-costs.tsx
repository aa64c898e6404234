import { Body1, Button, Card, Field, Input, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { alertError, alertSuccess, formatCurrency, messageOf, saveFailureText, useApi, useFailureAlert, useInvalidate, useResourceList } from '@portal/web-kit';
import { useState } from 'react';

interface Cost {
  id: number;
  name: string;
  cost: number | string;
}

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  add: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

// The inputs of the add row, so that a refusal names them as the page does.
const COST_FIELDS = [
  { name: 'name', label: 'Cost Name' },
  { name: 'cost', label: 'Cost' },
];

/** The costs of an application type (name, cost): they are subtracted in its price breakdown. */
export function ApplicationTypeCosts({ applicationTypeId, onChange }: { applicationTypeId: string; onChange?: () => void }) {
  const styles = useStyles();
  const api = useApi();
  const invalidate = useInvalidate();
  const read = useResourceList<Cost>('title_application_type_costs', {
    per_page: 1000,
    filters: [{ field: 'titleapplicationid', op: 'eq', value: applicationTypeId }],
  });
  useFailureAlert(read);
  const costs = read.data?.data;
  const [name, setName] = useState('');
  const [cost, setCost] = useState('');

  const add = async () => {
    try {
      await api.createResource('title_application_type_costs', { titleapplicationid: Number(applicationTypeId), name, cost });
      setName('');
      setCost('');
      alertSuccess('Cost Added');
      void invalidate('title_application_type_costs');
      onChange?.();
    } catch (e) {
      alertError(saveFailureText(e, COST_FIELDS));
    }
  };
  const remove = async (id: number) => {
    try {
      await api.deleteResource('title_application_type_costs', id);
      alertSuccess('Cost Removed');
      void invalidate('title_application_type_costs');
      onChange?.();
    } catch (e) {
      alertError(messageOf(e));
    }
  };

  return (
    <Card className={styles.card}>
      <Subtitle2 as="h3">Costs</Subtitle2>
      {read.loading && <Spinner size="tiny" label="Loading costs…" />}
      {costs?.length === 0 && <Body1>No costs.</Body1>}
      {costs?.map((c) => (
        <div key={c.id} className={styles.row}>
          <Body1>
            {c.name}: {formatCurrency(c.cost)}
          </Body1>
          <Button size="small" icon={<DeleteRegular />} aria-label={`Remove ${c.name}`} onClick={() => void remove(c.id)} />
        </div>
      ))}
      <div className={styles.add}>
        <Field label="Cost Name">
          <Input value={name} onChange={(_, d) => setName(d.value)} />
        </Field>
        <Field label="Cost">
          <Input value={cost} contentBefore="$" inputMode="decimal" onChange={(_, d) => setCost(d.value)} />
        </Field>
        <Button onClick={() => void add()}>Add Cost</Button>
      </div>
    </Card>
  );
}
