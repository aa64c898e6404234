import { Link } from '@fluentui/react-components';
import { followLink } from '@portal/web-kit';
import { useNavigate } from 'react-router';

/** A link to another page of the portal, followed without reloading it. */
export function PageLink({ to, children }: { to: string; children: string }) {
  const navigate = useNavigate();
  return (
    <Link href={to} onClick={(event) => followLink(event, to, navigate)}>
      {children}
    </Link>
  );
}
