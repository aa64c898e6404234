import { Card, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DASHBOARD_TEXT } from '@portal/contracts/constants';
import { AppLink, PageFrame, displayName, isAdmin, ownClientName, useSession } from '@portal/web-kit';
import { useState } from 'react';
import { ClientSelect } from '../shared/choice-fields.js';
import { DashboardMetrics, RiStaticTiles, useDashboards } from './dashboard-metrics.js';
import { RiDeadlineTile } from './ri-deadline-tile.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  user: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '480px' },
  tiles: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
});

/**
 * /dashboard (document 2 §2, §9): who is signed in, the signature and app links, and the management
 * dashboard for this week, this month and 90 days; staff choose the client, a client user sees its own.
 */
export function DashboardPage() {
  const styles = useStyles();
  const session = useSession() ?? undefined;
  const staff = isAdmin(session);
  const [clientId, setClientId] = useState('');
  const states = useDashboards(staff ? clientId : '');
  const latest = states.thisweek.data ?? states.thismonth.data ?? states['90'].data;
  return (
    <PageFrame title="Dashboard">
      <div className={styles.root}>
        <Card className={styles.user} aria-label="Your account">
          <Text weight="semibold">{displayName(session)}</Text>
          <Text>{session?.user?.useremail ?? session?.user?.username ?? ''}</Text>
          <Text>{ownClientName(session) || (staff ? 'Staff' : '')}</Text>
          <AppLink to="/user/signature">{DASHBOARD_TEXT.UPDATE_SIGNATURE}</AppLink>
          <Link href="/mobileApp">Get the mobile app</Link>
        </Card>
        {staff && <ClientSelect value={clientId} onChange={setClientId} />}
        <div className={styles.tiles}>
          <RiStaticTiles dashboard={latest} clientId={staff ? clientId : ''} />
          <RiDeadlineTile dashboard={latest} />
        </div>
        <DashboardMetrics states={states} />
      </div>
    </PageFrame>
  );
}
