import { LegalDocumentView } from '../components/legal-document-view.tsx';

export function PrivacyPage() {
  return <LegalDocumentView kind="privacy" />;
}
