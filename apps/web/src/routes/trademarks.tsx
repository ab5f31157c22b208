import { DocumentPage } from '../site/components/DocumentPage.tsx';
import { trademarks } from '../site/legal.ts';
import { pageMeta } from '../site/meta.ts';

export function meta() {
  return pageMeta({ title: 'Trademarks', description: trademarks.summary, path: '/trademarks' });
}

export default function Trademarks() {
  return <DocumentPage document={trademarks} />;
}
