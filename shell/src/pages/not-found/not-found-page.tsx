import { Body1, Card, Link, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { followLink, isSignedIn, useSession } from '@portal/web-kit';
import { useLocation, useNavigate } from 'react-router';
import { accessFor } from '../../routing/route-access.js';

export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_AVAILABLE_TITLE = 'This page is not available';

const useStyles = makeStyles({
  card: { maxWidth: '560px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  path: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

/** For addresses no part of the portal serves. */
export function NotFoundPage() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  // A known address (it is in the route table) that nothing serves in this installation.
  const known = pathname !== '/' && accessFor(pathname) !== undefined;
  const home = isSignedIn(session) ? '/welcome' : '/';
  return (
    <Card className={styles.card} role="alert">
      <Title3 as="h2">{known ? NOT_AVAILABLE_TITLE : NOT_FOUND_TITLE}</Title3>
      <Body1>
        {known ? 'Nothing in this installation of the portal serves ' : 'There is no page at '}
        <span className={styles.path}>{pathname}</span>.
      </Body1>
      <Body1>
        <Link href={home} onClick={(event) => followLink(event, home, navigate)}>
          Back to the start page
        </Link>
      </Body1>
    </Card>
  );
}
