import { PolicyDocument } from './PolicyDocument';
import { youthPolicyDocument } from './youth-policy-content';

export function YouthPolicyPage() {
  return <PolicyDocument document={youthPolicyDocument} />;
}
