import { DocumentPage } from '../site/components/DocumentPage.tsx';
import { privacyPolicy } from '../site/legal.ts';
import { pageMeta } from '../site/meta.ts';

export function meta() {
  return pageMeta({ title: 'Privacy policy', description: privacyPolicy.summary, path: '/privacy-policy' });
}

export default function PrivacyPolicy() {
  return <DocumentPage document={privacyPolicy} />;
}
