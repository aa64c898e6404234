import { Body1, Button, Field, Input, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { alertError, alertSuccess, messageOf, saveFailureText, useApi, useInvalidate, useResourceList } from '@portal/web-kit';
import { useState } from 'react';

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
  const invalidate = useInvalidate();
  const read = useResourceList<Agent>('client_agents', { per_page: 1000, filters: [{ field: 'client_id', op: 'eq', value: clientid }] });
  const agents = read.data?.data;
  const error = read.errorText;
  const [name, setName] = useState('');

  const add = async () => {
    if (name.trim() === '') {
      alertError('An agent needs a name');
      return;
    }
    try {
      await api.createResource('client_agents', { client_id: Number(clientid), name });
      setName('');
      alertSuccess('Agent Added');
      void invalidate('client_agents');
    } catch (failure) {
      alertError(saveFailureText(failure, [{ name: 'name', label: 'Agent Name' }]));
    }
  };

  const remove = async (agent: Agent) => {
    try {
      await api.deleteResource('client_agents', agent.id);
      alertSuccess('Agent Removed');
      void invalidate('client_agents');
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
