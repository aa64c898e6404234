import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { alertError, saveFailureText, useApi, type ApiClient } from '@portal/web-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';

export interface AddRecordButtonProps {
  label: string;
  resource: string;
  /** The body of the new record; the service fills the placeholders (NEW CLIENT, NEW RACK RATE, ...). */
  body?: (api: ApiClient) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Where the new record is edited. */
  pathOf: (row: Record<string, unknown>) => string;
}

/** Creates a record with placeholder values and opens its edit page (document 1 §4). */
export function AddRecordButton({ label, resource, body, pathOf }: AddRecordButtonProps) {
  const api = useApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const row = await api.createResource<Record<string, unknown>>(resource, (await body?.(api)) ?? {});
      navigate(pathOf(row));
    } catch (error) {
      // No input on the list page holds these fields: they are named readably.
      alertError(saveFailureText(error));
      setBusy(false);
    }
  };
  return (
    <Button appearance="primary" icon={<AddRegular />} disabled={busy} onClick={() => void add()}>
      {label}
    </Button>
  );
}
