import { DocumentPage } from '../site/components/DocumentPage.tsx';
import { termsOfUse } from '../site/legal.ts';
import { pageMeta } from '../site/meta.ts';

export function meta() {
  return pageMeta({ title: 'Terms of use', description: termsOfUse.summary, path: '/term-of-use' });
}

export default function TermOfUse() {
  return <DocumentPage document={termsOfUse} />;
}
