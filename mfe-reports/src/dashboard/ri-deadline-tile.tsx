import { Badge, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { RI_DEADLINE_LEVEL_LABEL, RI_DOT_DEADLINE_DAYS } from '@portal/contracts/constants';
import { AppLink, isAdmin, useSession } from '@portal/web-kit';
import type { Dashboard } from './dashboard-metrics.js';

const useStyles = makeStyles({
  card: { maxWidth: '480px' },
  counts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/** The RI deadline tile: vehicles over the border without a DOT submission, by how near their 120-day limit is. */
export function RiDeadlineTile({ dashboard }: { dashboard: Dashboard | undefined }) {
  const styles = useStyles();
  const session = useSession() ?? undefined;
  const counts = dashboard?.riDeadlines;
  if (!counts) return null;
  return (
    <Card className={styles.card} aria-label="RI DOT deadlines">
      <CardHeader
        header={<Text weight="semibold">RI DOT Deadlines ({RI_DOT_DEADLINE_DAYS} days from crossing)</Text>}
        description={`${counts.running} vehicles over the border without a DOT submitted date`}
      />
      <div className={styles.counts}>
        <Badge color="danger" appearance={counts.overdue ? 'filled' : 'outline'}>
          {RI_DEADLINE_LEVEL_LABEL.overdue}: {counts.overdue}
        </Badge>
        <Badge color="important" appearance={counts.due10 ? 'filled' : 'outline'}>
          {RI_DEADLINE_LEVEL_LABEL.due10}: {counts.due10}
        </Badge>
        <Badge color="warning" appearance={counts.due30 ? 'filled' : 'outline'}>
          {RI_DEADLINE_LEVEL_LABEL.due30}: {counts.due30}
        </Badge>
        {isAdmin(session) && <AppLink to="/management/ri-deadlines">Open the RI deadlines report</AppLink>}
      </div>
    </Card>
  );
}
