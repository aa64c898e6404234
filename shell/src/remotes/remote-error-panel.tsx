import { Body1, Button, Caption1, Card, CardHeader, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, PlugDisconnectedRegular } from '@fluentui/react-icons';
import { useState } from 'react';

export const REMOTE_FAILED_TITLE = 'This part of the portal could not be loaded';

const useStyles = makeStyles({
  card: { maxWidth: '560px' },
  icon: { fontSize: tokens.fontSizeHero700, color: tokens.colorPaletteRedForeground1 },
  detail: { color: tokens.colorNeutralForeground3, wordBreak: 'break-word' },
});

export interface RemoteErrorPanelProps {
  title: string;
  remoteName: string;
  detail?: string;
  onRetry(): Promise<void> | void;
}

/** Shown in place of a remote that did not load, so the page is never blank. */
export function RemoteErrorPanel({ title, remoteName, detail, onRetry }: RemoteErrorPanelProps) {
  const styles = useStyles();
  const [retrying, setRetrying] = useState(false);
  return (
    <Card className={styles.card} role="alert">
      <CardHeader image={<PlugDisconnectedRegular className={styles.icon} />} header={<Subtitle1 as="h2">{REMOTE_FAILED_TITLE}</Subtitle1>} />
      <Body1>
        {title} ({remoteName}) did not load. Check your connection and try again; if it keeps failing, this part of the portal is unavailable for now.
      </Body1>
      {detail ? <Caption1 className={styles.detail}>{detail}</Caption1> : null}
      <div>
        <Button
          appearance="primary"
          icon={<ArrowClockwiseRegular />}
          disabled={retrying}
          onClick={async () => {
            setRetrying(true);
            try {
              await onRetry();
            } finally {
              setRetrying(false);
            }
          }}
        >
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    </Card>
  );
}
