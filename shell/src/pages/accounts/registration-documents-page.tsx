import { Body1, Button, Spinner, Title2 } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { REGISTRATION_DOCUMENTS, REGISTRATION_DOCUMENT_TITLE, registrationDocumentPath, type RegistrationDocument } from '@portal/contracts/constants';
import { alertError, downloadAuthorizedFile, messageOf } from '@portal/web-kit';
import { useState } from 'react';
import { AccountCard } from './account-card.js';
import { PageLink } from './page-link.js';

/** /registration-documents (document 3 §2.6): the four forms a new client fills, signs and sends back. */
export function RegistrationDocumentsPage() {
  const [loading, setLoading] = useState<RegistrationDocument | null>(null);
  const download = async (form: RegistrationDocument) => {
    setLoading(form);
    try {
      await downloadAuthorizedFile(`${registrationDocumentPath(form)}?download=1`, `${form}.pdf`);
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setLoading(null);
    }
  };
  return (
    <AccountCard width={560}>
      <Title2 as="h1">Registration Documents</Title2>
      <Body1>Download these forms, fill them in, sign them and send them back to us: your account sees its vehicles once we have them.</Body1>
      <ul aria-label="Registration documents">
        {REGISTRATION_DOCUMENTS.map((form) => (
          <li key={form}>
            <Button
              appearance="transparent"
              icon={loading === form ? <Spinner size="extra-tiny" /> : <ArrowDownloadRegular />}
              disabled={loading !== null}
              onClick={() => void download(form)}
            >
              {REGISTRATION_DOCUMENT_TITLE[form]}
            </Button>
          </li>
        ))}
      </ul>
      <PageLink to="/register">Request an account</PageLink>
      <PageLink to="/login">Sign in</PageLink>
    </AccountCard>
  );
}
