import { PolicyDocument } from './PolicyDocument';
import { privacyDocument } from './privacy-content';

export function PrivacyPage() {
  return <PolicyDocument document={privacyDocument} />;
}
