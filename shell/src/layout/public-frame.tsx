import { Link, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { AlertStack, followLink } from '@portal/web-kit';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PORTAL_NAME } from '../routing/page-title.js';

const useStyles = makeStyles({
  frame: { minHeight: '100%', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: '56px',
    paddingLeft: tokens.spacingHorizontalL,
    paddingRight: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: { color: tokens.colorBrandForeground1 },
  content: { padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Public pages for someone who is not signed in: a plain bar with a way to sign in. */
export function PublicFrame() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <Subtitle2 className={styles.title}>{PORTAL_NAME}</Subtitle2>
        {pathname === '/login' ? null : (
          <Link href="/login" onClick={(event) => followLink(event, '/login', navigate)}>
            Sign in
          </Link>
        )}
      </header>
      <main className={styles.content}>
        <AlertStack />
        <Outlet />
      </main>
    </div>
  );
}
