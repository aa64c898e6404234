import { makeStyles, tokens } from '@fluentui/react-components';
import { AlertStack } from '@portal/web-kit';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RemoteOutlet } from '../remotes/remote-outlet.js';
import { pageTitle } from '../routing/page-title.js';
import { SideMenu } from './side-menu.js';
import { TopBar } from './top-bar.js';
import { useNarrowScreen } from './use-narrow-screen.js';

const useStyles = makeStyles({
  frame: { display: 'flex', height: '100%', overflow: 'hidden', backgroundColor: tokens.colorNeutralBackground2 },
  main: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  content: {
    flexGrow: 1,
    overflow: 'auto',
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

/** The signed-in chrome: drawer, top bar, alerts, then the page (the shell's or a remote's). */
export function AppFrame() {
  const styles = useStyles();
  const narrow = useNarrowScreen();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(!narrow);

  useEffect(() => setMenuOpen(!narrow), [narrow]);

  return (
    <div className={styles.frame}>
      <SideMenu open={menuOpen} overlay={narrow} onOpenChange={setMenuOpen} />
      <div className={styles.main}>
        <TopBar title={pageTitle(pathname)} narrow={narrow} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
        <main className={styles.content}>
          <AlertStack />
          <Outlet />
          <RemoteOutlet />
        </main>
      </div>
    </div>
  );
}
