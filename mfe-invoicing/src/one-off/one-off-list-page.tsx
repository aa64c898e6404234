import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { ONE_OFF_TEXT } from '@portal/contracts/constants';
import { alertError, AppLink, formatStamp, PageFrame, ResourceTable, saveFailureText, useApi, type Column, type FilterDef } from '@portal/web-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { money } from '../shared/money.js';
import type { OneOffInvoice } from '../shared/types.js';

const FILTERS: FilterDef[] = [
  { kind: 'text', key: 'client', label: 'Client Name', field: 'client_name' },
  { kind: 'text', key: 'vin', label: 'VIN', field: 'vin' },
  { kind: 'dateRange', key: 'created', label: 'Start Date / End Date', field: 'created_at', stamp: true },
];

const COLUMNS: Column<OneOffInvoice>[] = [
  {
    key: 'id',
    header: 'Invoice #',
    value: (i) => i.id,
    render: (i) => <AppLink to={`/accounting/one-off-invoices/${i.id}`}>{i.id}</AppLink>,
    sortField: 'id',
  },
  { key: 'created', header: 'Created', value: (i) => formatStamp(i.created_at), sortField: 'created_at' },
  { key: 'client', header: 'Client Name', value: (i) => i.client_name ?? '', sortField: 'client_name' },
  { key: 'email', header: 'Client Email', value: (i) => i.client_email ?? '' },
  { key: 'vin', header: 'VIN', value: (i) => i.vin ?? '', sortField: 'vin' },
  { key: 'amount', header: 'Amount', value: (i) => money(i.amount), sortField: 'amount' },
];

/** /accounting/one-off-invoices (document 3 §2.7): the one-off invoices, newest first, and Create New One Off Invoice. */
export function OneOffListPage() {
  return (
    <PageFrame title="One Off Invoices">
      <ResourceTable<OneOffInvoice>
        aria-label="One Off Invoices"
        resource="one_off_invoices"
        columns={COLUMNS}
        filters={FILTERS}
        defaultOrder={{ field: 'id', direction: 'desc' }}
        rowKey={(i) => i.id}
        actions={<CreateOneOffButton />}
      />
    </PageFrame>
  );
}

/** Create New One Off Invoice: asks the client's name (the one field a new invoice needs), creates it and opens it. */
function CreateOneOffButton() {
  const api = useApi();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const invoice = await api.createResource<{ id: number }>('one_off_invoices', { client_name: name.trim() });
      navigate(`/accounting/one-off-invoices/${invoice.id}`);
    } catch (error) {
      alertError(saveFailureText(error));
      setBusy(false);
    }
  };
  return (
    <>
      <Button appearance="primary" icon={<AddRegular />} onClick={() => setOpen(true)}>
        {ONE_OFF_TEXT.CREATE}
      </Button>
      <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface aria-label={ONE_OFF_TEXT.CREATE}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void create();
            }}
          >
            <DialogBody>
              <DialogTitle>{ONE_OFF_TEXT.CREATE}</DialogTitle>
              <DialogContent>
                <Field label="Client Name" required>
                  <Input value={name} maxLength={255} onChange={(_, d) => setName(d.value)} />
                </Field>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setOpen(false)}>Cancel</Button>
                <Button type="submit" appearance="primary" disabled={busy || name.trim() === ''}>
                  Create
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
    </>
  );
}
