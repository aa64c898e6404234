import { Card, makeStyles, Subtitle1, Title2, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router';
import { INSTALL_STEPS, platformsFor } from './install-steps.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  steps: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** /mobile/{type}: the iPhone and Android install steps, the platform named in the address first. */
export function MobileInstallPage() {
  const styles = useStyles();
  const { type } = useParams();
  return (
    <section className={styles.page}>
      <Title2 as="h1">Use the portal on your phone</Title2>
      {platformsFor(type).map((platform) => (
        <Card key={platform} className={styles.card}>
          <Subtitle1 as="h2">{INSTALL_STEPS[platform].title}</Subtitle1>
          <ol className={styles.steps}>
            {INSTALL_STEPS[platform].steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Card>
      ))}
    </section>
  );
}
