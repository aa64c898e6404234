import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarGroup, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeAlerts, withAlert, type Alert } from './alerts.js';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Shows the alerts raised anywhere in the portal; each closes itself after its timeout. */
export function AlertStack() {
  const styles = useStyles();
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setAlerts((list) => list.filter((a) => a.id !== id));
  }, []);

  useEffect(() => {
    const pending = timers.current;
    const stopAll = () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
    const unsubscribe = subscribeAlerts((event) => {
      if (event.kind === 'clear') {
        stopAll();
        setAlerts([]);
        return;
      }
      const { alert } = event;
      setAlerts((list) => {
        const next = withAlert(list, alert);
        for (const gone of list) {
          if (next.includes(gone)) continue;
          clearTimeout(pending.get(gone.id));
          pending.delete(gone.id);
        }
        return next;
      });
      if (alert.timeoutMs > 0)
        pending.set(
          alert.id,
          setTimeout(() => dismiss(alert.id), alert.timeoutMs),
        );
    });
    return () => {
      unsubscribe();
      stopAll();
    };
  }, [dismiss]);

  if (alerts.length === 0) return null;
  return (
    <MessageBarGroup className={styles.group} aria-live="polite">
      {alerts.map((alert) => (
        <MessageBar key={alert.id} intent={alert.intent}>
          <MessageBarBody>{alert.text}</MessageBarBody>
          <MessageBarActions
            containerAction={<Button aria-label="Close" appearance="transparent" icon={<DismissRegular />} onClick={() => dismiss(alert.id)} />}
          />
        </MessageBar>
      ))}
    </MessageBarGroup>
  );
}
