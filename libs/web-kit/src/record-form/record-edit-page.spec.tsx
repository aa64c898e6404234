import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiProvider } from '../api/api-context.js';
import type { ApiClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
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
      <Page />
    </ApiProvider>,
  );
}

describe('record edit page', () => {
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

  it('shows history values without the quotes of JSON text', () => {
    expect(historyValue('"0"')).toBe('0');
    expect(historyValue('12.5')).toBe('12.5');
    expect(historyValue(null)).toBe('');
  });
});
