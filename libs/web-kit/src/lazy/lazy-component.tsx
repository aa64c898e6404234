import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component (a page, a dialog) whose code is its own chunk, fetched the first time it renders:
 * `const DetailPage = lazyComponent(() => import('./detail-page.js'), 'DetailPage')`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page takes whatever props it declares
export function lazyComponent<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module & string>(load: () => Promise<Module>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const useStyles = makeStyles({
  loading: { paddingTop: tokens.spacingVerticalXXL },
});

/** Where a lazy page appears: a spinner until its code has arrived. */
export function PageSuspense({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <Suspense fallback={<Spinner className={styles.loading} label="Loading..." />}>{children}</Suspense>;
}
