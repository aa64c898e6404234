import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { alertError, saveFailureText, useApi } from '@portal/web-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';

/** Creates a record with the service's placeholder values and opens it (document 2 §4). */
export function AddButton({ label, resource, path }: { label: string; resource: string; path: string }) {
  const api = useApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const row = await api.createResource<{ id: number }>(resource, {});
      navigate(`${path}/${row.id}`);
    } catch (error) {
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
