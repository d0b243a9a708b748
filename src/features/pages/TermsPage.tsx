import { PolicyDocument } from './PolicyDocument';
import { termsDocument } from './terms-content';

export function TermsPage() {
  return <PolicyDocument document={termsDocument} />;
}
