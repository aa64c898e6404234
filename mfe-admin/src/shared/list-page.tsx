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

/** The frame of an admin list: its heading, then the table. */
export function ListPage({ title, children }: { title: string; children: ReactNode }) {
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
