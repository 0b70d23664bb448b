import { LegalDocumentView } from '../components/legal-document-view.tsx';

export function TermsPage() {
  return <LegalDocumentView kind="terms" />;
}
