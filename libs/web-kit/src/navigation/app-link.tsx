import { Link } from '@fluentui/react-components';
import { followLink } from './navigate.js';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** A link inside a web app: a plain click stays in the page, others open a tab as usual. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link href={to} onClick={(event) => followLink(event, to, navigate)}>
      {children}
    </Link>
  );
}
