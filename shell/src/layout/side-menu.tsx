import {
  CounterBadge,
  makeStyles,
  NavDivider,
  NavDrawer,
  NavDrawerBody,
  NavDrawerFooter,
  NavDrawerHeader,
  NavItem,
  NavSectionHeader,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { followLink, useSession } from '@portal/web-kit';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { activeMenuPath, menuFor } from '../menu/menu-items.js';
import { useNotesQueueCount } from '../menu/notes-queue-count.js';
import { PORTAL_NAME } from '../routing/page-title.js';

/** Drawer width of document 1 §9. */
export const DRAWER_WIDTH = '240px';

const useStyles = makeStyles({
  drawer: { width: DRAWER_WIDTH, minWidth: DRAWER_WIDTH, maxWidth: DRAWER_WIDTH, height: '100%' },
  item: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, width: '100%' },
  title: { color: tokens.colorBrandForeground1 },
});

export interface SideMenuProps {
  open: boolean;
  overlay: boolean;
  onOpenChange(open: boolean): void;
}

/** The collapsible "Version2" drawer with the menu of the signed-in role. */
export function SideMenu({ open, overlay, onOpenChange }: SideMenuProps) {
  const styles = useStyles();
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const groups = useMemo(() => menuFor(session), [session]);
  const notesCount = useNotesQueueCount(session, pathname);

  const go = (path: string) => {
    navigate(path);
    if (overlay) onOpenChange(false);
  };

  return (
    <NavDrawer
      className={styles.drawer}
      type={overlay ? 'overlay' : 'inline'}
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      selectedValue={activeMenuPath(pathname, groups) ?? ''}
      aria-label="Main menu"
    >
      <NavDrawerHeader>
        <Subtitle2 className={styles.title}>{PORTAL_NAME}</Subtitle2>
      </NavDrawerHeader>
      <NavDrawerBody>
        {groups.map((group, index) => (
          <div key={group.title} role="group" aria-label={group.title}>
            {index > 0 ? <NavDivider /> : null}
            <NavSectionHeader>{group.title}</NavSectionHeader>
            {group.items.map((item) => (
              <NavItem key={item.path} value={item.path} href={item.path} onClick={(event) => followLink(event, item.path, go)}>
                <span className={styles.item}>
                  {item.label}
                  {item.showsNotesCount && notesCount > 0 ? (
                    <CounterBadge count={notesCount} overflowCount={999} size="small" aria-label={`${notesCount} open notes`} />
                  ) : null}
                </span>
              </NavItem>
            ))}
          </div>
        ))}
      </NavDrawerBody>
      <NavDrawerFooter>
        <NavItem value="/login" href="/login" icon={<SignOutRegular />} onClick={(event) => followLink(event, '/login', go)}>
          Sign Out
        </NavItem>
      </NavDrawerFooter>
    </NavDrawer>
  );
}
