import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: { display: 'flex', justifyContent: 'center', paddingTop: tokens.spacingVerticalXL, paddingBottom: tokens.spacingVerticalXL },
  card: {
    width: '100%',
    padding: tokens.spacingHorizontalXL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

/** The centred card the public account pages (register, forgot and reset password) share with sign-in. */
export function AccountCard({ width = 400, children }: { width?: number; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <div className={styles.card} style={{ maxWidth: `${width}px` }}>
        {children}
      </div>
    </div>
  );
}
