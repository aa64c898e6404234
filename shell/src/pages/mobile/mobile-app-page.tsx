import { Body1, Card, Link, makeStyles, MessageBar, MessageBarBody, Subtitle1, Title2, tokens } from '@fluentui/react-components';
import { mobileApps } from '../../remotes/portal-manifest.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export const NOT_PUBLISHED = 'This download is not offered here yet; please contact DVS Support.';

/** Mobile App Download (/mobileApp, public; document 3 §2.11). The links are the environment's (PORTAL_IOS_APP_URL, PORTAL_ANDROID_APK_URL). */
export function MobileAppPage() {
  const styles = useStyles();
  const links = mobileApps();
  return (
    <section className={styles.page}>
      <Title2 as="h1">Mobile App Download</Title2>
      <Card className={styles.card}>
        <Subtitle1 as="h2">iPhone and iPad</Subtitle1>
        <Body1>{links.ios ? <Link href={links.ios}>Get the app on the Apple App Store</Link> : NOT_PUBLISHED}</Body1>
      </Card>
      <Card className={styles.card}>
        <Subtitle1 as="h2">Android</Subtitle1>
        <Body1>{links.android ? <Link href={links.android}>Download the Android app (APK)</Link> : NOT_PUBLISHED}</Body1>
        <MessageBar intent="warning">
          <MessageBarBody>
            The Android app is not on the Play store. If you installed it from the Play store before, remove that app first, then install this download.
          </MessageBarBody>
        </MessageBar>
      </Card>
    </section>
  );
}
