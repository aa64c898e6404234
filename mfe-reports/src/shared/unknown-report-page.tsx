import { Body1, Card, CardHeader, Subtitle1 } from '@fluentui/react-components';
import { useLocation } from 'react-router';

/** Any address under this app's prefixes that names no report. */
export function UnknownReportPage() {
  const { pathname } = useLocation();
  return (
    <Card role="alert">
      <CardHeader header={<Subtitle1 as="h2">This page is not available</Subtitle1>} />
      <Body1>Nothing in this installation of the portal serves {pathname}.</Body1>
    </Card>
  );
}
