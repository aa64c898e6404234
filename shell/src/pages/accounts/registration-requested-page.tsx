import { Body1, Title2 } from '@fluentui/react-components';
import { AccountCard } from './account-card.js';
import { PageLink } from './page-link.js';

/** After registration (document 3 §2.6): staff check the paperwork before the account sees its vehicles. */
export function RegistrationRequestedPage() {
  return (
    <AccountCard width={560}>
      <Title2 as="h1">Thank you for registering</Title2>
      <Body1>
        Your account has been requested and you are signed in. Our staff will check your registration paperwork and then attach your company to your account;
        until then no vehicles are shown. We sent you an e-mail with these details.
      </Body1>
      <PageLink to="/registration-documents">Registration documents to download</PageLink>
      <PageLink to="/welcome">Continue to the portal</PageLink>
    </AccountCard>
  );
}
