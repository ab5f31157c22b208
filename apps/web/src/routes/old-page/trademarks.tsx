import { Markdown } from '../../site/components/Markdown.tsx';
import { trademarks } from '../../site/legal.ts';
import { pageMeta } from '../../site/meta.ts';

export function meta() {
  return pageMeta({ title: 'Trademarks (previous site)', description: trademarks.summary, path: '/trademarks' });
}

export default function LegacyTrademarks() {
  return (
    <>
      <h1>Trademarks</h1>
      <Markdown blocks={trademarks.blocks} />
    </>
  );
}
