import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { alertError, saveFailureText } from '@portal/web-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';

/** A create button of a list: `create` makes the record and answers its page, which opens; a refusal says why. */
export function CreateAndOpenButton({ label, create }: { label: string; create: () => Promise<string> }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      navigate(await create());
    } catch (error) {
      alertError(saveFailureText(error));
      setBusy(false);
    }
  };
  return (
    <Button appearance="primary" icon={<AddRegular />} disabled={busy} onClick={() => void run()}>
      {label}
    </Button>
  );
}
