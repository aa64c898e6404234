import { makeStyles, Title3, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
  },
  title: { margin: 0 },
});

/** A page of a remote's area: its heading, then its content (a list, a form). */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.page} aria-label={title}>
      <Title3 as="h2" className={styles.title}>
        {title}
      </Title3>
      {children}
    </section>
  );
}
