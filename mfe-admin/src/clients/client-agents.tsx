import { Body1, Button, Field, Input, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { alertError, alertSuccess, messageOf, saveFailureText, useApi } from '@portal/web-kit';
import { useEffect, useState } from 'react';

interface Agent {
  id: number;
  name: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

/** The client's agents; an agent is saved only if its trimmed name is non-blank (document 1 §5). */
export function ClientAgents({ clientid }: { clientid: string }) {
  const styles = useStyles();
  const api = useApi();
  const [agents, setAgents] = useState<Agent[]>();
  const [error, setError] = useState<string>();
  const [name, setName] = useState('');
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    api.listResource<Agent>('client_agents', { per_page: 1000, filters: [{ field: 'client_id', op: 'eq', value: clientid }] }).then(
      (page) => active && (setAgents(page.data), setError(undefined)),
      (failure: unknown) => active && setError(messageOf(failure)),
    );
    return () => {
      active = false;
    };
  }, [api, clientid, version]);

  const add = async () => {
    if (name.trim() === '') {
      alertError('An agent needs a name');
      return;
    }
    try {
      await api.createResource('client_agents', { client_id: Number(clientid), name });
      setName('');
      alertSuccess('Agent Added');
      setVersion((v) => v + 1);
    } catch (failure) {
      alertError(saveFailureText(failure, [{ name: 'name', label: 'Agent Name' }]));
    }
  };

  const remove = async (agent: Agent) => {
    try {
      await api.deleteResource('client_agents', agent.id);
      alertSuccess('Agent Removed');
      setVersion((v) => v + 1);
    } catch (failure) {
      alertError(messageOf(failure));
    }
  };

  return (
    <div className={styles.root}>
      <Subtitle2 as="h3">Client Agents</Subtitle2>
      {error && <Body1 role="alert">{error}</Body1>}
      {!agents && !error && <Spinner size="tiny" label="Loading agents…" />}
      {agents?.length === 0 && <Body1>No agents yet.</Body1>}
      {agents?.map((agent) => (
        <div key={agent.id} className={styles.row}>
          <Body1>{agent.name}</Body1>
          <Button size="small" icon={<DeleteRegular />} aria-label={`Remove ${agent.name}`} onClick={() => void remove(agent)} />
        </div>
      ))}
      <div className={styles.add}>
        <Field label="Agent Name">
          <Input value={name} onChange={(_, d) => setName(d.value)} />
        </Field>
        <Button onClick={() => void add()}>Add Agent</Button>
      </div>
    </div>
  );
}
