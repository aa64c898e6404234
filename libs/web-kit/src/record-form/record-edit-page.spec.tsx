import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ApiProvider } from '../api/api-context.js';
import type { ApiClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import { AlertStack } from '../alerts/alert-stack.js';
import { clearAlerts } from '../alerts/alerts.js';
import { historyValue } from './history-list.js';
import { RecordEditPage } from './record-edit-page.js';
import type { FormSection } from './types.js';
import { announceSessionEnding } from '../session/drafts.js';
import { startSession } from '../session/session.js';
import { useRecordForm } from './use-record-form.js';

const SECTIONS: FormSection[] = [
  {
    title: 'Rack Rate',
    fields: [
      { name: 'name', label: 'Name', required: true },
      { name: 'charge_amount', label: 'Charge Amount', kind: 'money' },
    ],
  },
];

function Page() {
  const form = useRecordForm({ resource: 'rack_rates', id: '5', fields: SECTIONS[0]!.fields, savedText: 'Rack Rate Saved' });
  return <RecordEditPage title="Rack Rate" backTo={{ href: '/admin/rackRates', label: 'Rack Rates' }} form={form} sections={SECTIONS} />;
}

function renderWith(api: Partial<ApiClient>) {
  render(
    <ApiProvider api={api as ApiClient}>
      <AlertStack />
      <Page />
    </ApiProvider>,
  );
}

describe('record edit page', () => {
  afterEach(() => {
    act(() => clearAlerts());
  });

  it('shows the service message under the refused field and keeps what was typed', async () => {
    const puts: unknown[] = [];
    renderWith({
      getResource: (async () => ({ id: 5, name: 'Rate', charge_amount: 10 })) as ApiClient['getResource'],
      updateResource: (async (_r: string, _id: unknown, body: unknown) => {
        puts.push(body);
        throw new ApiError('charge_amount: expects a number', 422, 'charge_amount: expects a number', { charge_amount: ['expects a number, got "ten"'] });
      }) as ApiClient['updateResource'],
    });
    fireEvent.change(await screen.findByLabelText('Charge Amount'), { target: { value: 'ten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('expects a number, got "ten"')).toBeTruthy();
    expect(puts).toEqual([{ charge_amount: 'ten' }]);
    expect((screen.getByLabelText('Charge Amount') as HTMLInputElement).value).toBe('ten');
  });

  it('names refused fields by their labels, marks their inputs invalid and tells of fields the page has no input for', async () => {
    const summary = 'charge_amount: expects a number, got "ten" (and 1 more)';
    renderWith({
      getResource: (async () => ({ id: 5, name: 'Rate', charge_amount: 10 })) as ApiClient['getResource'],
      updateResource: (async () => {
        throw new ApiError(summary, 422, summary, { charge_amount: ['expects a number, got "ten"'], late_fee_in_days: ['expects a whole number'] });
      }) as ApiClient['updateResource'],
    });
    fireEvent.change(await screen.findByLabelText('Charge Amount'), { target: { value: 'ten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Charge Amount: expects a number, got "ten"; Late Fee In Days: expects a whole number')).toBeTruthy();
    expect(screen.getByLabelText('Charge Amount').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).not.toBe('true');
    // Stays on the page after the alert is gone: no input shows it.
    act(() => clearAlerts());
    expect(screen.getByText('Late Fee In Days: expects a whole number')).toBeTruthy();
    expect(screen.queryByText(/charge_amount|late_fee_in_days/)).toBeNull();
  });

  it('a save replaces the alert of the refused one before it', async () => {
    let refuse = true;
    renderWith({
      getResource: (async () => ({ id: 5, name: 'Rate', charge_amount: 10 })) as ApiClient['getResource'],
      updateResource: (async (_r: string, _id: unknown, body: Record<string, unknown>) => {
        if (refuse) throw new ApiError('charge_amount: expects a number', 422, undefined, { charge_amount: ['expects a number'] });
        return { id: 5, name: 'Rate', ...body };
      }) as ApiClient['updateResource'],
    });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please fill in Name')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Rate 2' } });
    fireEvent.change(screen.getByLabelText('Charge Amount'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Charge Amount: expects a number')).toBeTruthy();
    expect(screen.queryByText('Please fill in Name')).toBeNull();
    refuse = false;
    fireEvent.change(screen.getByLabelText('Charge Amount'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Rack Rate Saved')).toBeTruthy();
    expect(screen.queryByText('Charge Amount: expects a number')).toBeNull();
  });

  it('cuts a long record name in the heading, with the whole name as its tooltip', async () => {
    const name = 'R'.repeat(5000);
    function Named() {
      const form = useRecordForm({ resource: 'rack_rates', id: '5', fields: SECTIONS[0]!.fields });
      return (
        <RecordEditPage
          title={`Rack Rate: ${String(form.record.name ?? '')}`}
          backTo={{ href: '/admin/rackRates', label: 'Rack Rates' }}
          form={form}
          sections={SECTIONS}
        />
      );
    }
    render(
      <ApiProvider api={{ getResource: (async () => ({ id: 5, name, charge_amount: 1 })) as ApiClient['getResource'] } as ApiClient}>
        <Named />
      </ApiProvider>,
    );
    const heading = await screen.findByRole('heading', { level: 2, name: `Rack Rate: ${name}` });
    expect(heading.firstElementChild?.getAttribute('title')).toBe(`Rack Rate: ${name}`);
  });

  it('keeps what was typed when the session ends during the save, and gives it back after signing in again', async () => {
    startSession({ user: { userid: 9, roleid: 2 }, access_token: 't', webUser: { userid: 9, roleid: 2, clientid: null } });
    const getResource = (async () => ({ id: 5, name: 'Rate', charge_amount: 10 })) as ApiClient['getResource'];
    const first = render(
      <ApiProvider
        api={
          {
            getResource,
            updateResource: (async () => {
              // What the api client does when the refresh token is refused too.
              announceSessionEnding();
              throw new ApiError('Not Authorized', 401, 'Unauthorized: the session has ended, please sign in again');
            }) as ApiClient['updateResource'],
          } as ApiClient
        }
      >
        <Page />
      </ApiProvider>,
    );
    fireEvent.change(await screen.findByLabelText('Charge Amount'), { target: { value: '12.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(false));
    first.unmount();

    renderWith({ getResource });
    await waitFor(() => expect((screen.getByLabelText('Charge Amount') as HTMLInputElement).value).toBe('12.50'));
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe('Rate');
  });

  it('does not send a required field left empty', async () => {
    const puts: unknown[] = [];
    renderWith({
      getResource: (async () => ({ id: 5, name: 'Rate', charge_amount: 10 })) as ApiClient['getResource'],
      updateResource: (async (_r: string, _id: unknown, body: unknown) => puts.push(body)) as ApiClient['updateResource'],
    });
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('is required')).toBeTruthy();
    expect(puts).toEqual([]);
  });

  it('says when the record does not exist', async () => {
    renderWith({ getResource: (async () => Promise.reject(new ApiError('Not found', 404))) as ApiClient['getResource'] });
    await waitFor(() => expect(screen.getByText('This record was not found.')).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the state of its parts when the record is read again with a new answer', async () => {
    let name = 'Rate';
    // A part of the page that holds what happened in it (as the bay panel holds a bay action's outcome).
    function Outcome() {
      const [said, setSaid] = useState('');
      return <button onClick={() => setSaid('the bay is not answering')}>{said || 'Send'}</button>;
    }
    function Refreshing() {
      const form = useRecordForm({ resource: 'rack_rates', id: '5', fields: SECTIONS[0]!.fields, savedText: 'Rack Rate Saved' });
      return (
        <RecordEditPage title="Rack Rate" backTo={{ href: '/admin/rackRates', label: 'Rack Rates' }} form={form} sections={SECTIONS}>
          <Outcome />
          <button onClick={() => void form.refresh()}>Refresh</button>
        </RecordEditPage>
      );
    }
    const api = { getResource: (async () => ({ id: 5, name, charge_amount: 10 })) as ApiClient['getResource'] };
    render(
      <ApiProvider api={api as unknown as ApiClient}>
        <Refreshing />
      </ApiProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    name = 'Rate changed elsewhere';
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Rate changed elsewhere'));
    expect(screen.getByRole('button', { name: 'the bay is not answering' })).toBeTruthy();
  });

  it('shows history values without the quotes of JSON text', () => {
    expect(historyValue('"0"')).toBe('0');
    expect(historyValue('12.5')).toBe('12.5');
    expect(historyValue(null)).toBe('');
  });
});
