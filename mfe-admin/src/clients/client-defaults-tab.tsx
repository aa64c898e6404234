import { Body1, Card, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { FormFieldSet, UnplacedFieldErrors, useChoices } from '@portal/web-kit';
import { ClientAgents } from './client-agents.js';
import { DEFAULT_FIELDS } from './client-form.js';
import type { ClientDefaults } from './use-client-defaults.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
});

/** Defaults tab: the vehicle defaults (saved with Save Changes) and the client's agents. */
export function ClientDefaultsTab({ clientid, defaults }: { clientid: string; defaults: ClientDefaults }) {
  const styles = useStyles();
  const choices = useChoices(DEFAULT_FIELDS);
  return (
    <div className={styles.root}>
      <Card className={styles.card}>
        <Subtitle2 as="h3">Vehicle Defaults</Subtitle2>
        {defaults.status === 'loading' && <Spinner size="tiny" label="Loading defaults…" />}
        {defaults.status === 'error' && <Body1 role="alert">{defaults.error}</Body1>}
        {choices.error && <Body1 role="alert">{choices.error}</Body1>}
        <UnplacedFieldErrors errors={defaults.errors} fields={DEFAULT_FIELDS} />
        {defaults.status === 'loaded' && (
          <FormFieldSet fields={DEFAULT_FIELDS} values={defaults.values} errors={defaults.errors} onChange={defaults.setValue} choices={choices.options} />
        )}
      </Card>
      <Card className={styles.card}>
        <ClientAgents clientid={clientid} />
      </Card>
    </div>
  );
}
