import { useSearchParams } from 'react-router';
import { DownloadMenu } from '../DownloadMenu.tsx';

/** The page's filters as the export asks for them: the address's, in the API's names. */
const apiNames: Record<string, string> = { zero: 'showZero' };

function exportQuery(search: URLSearchParams, extra: Record<string, string>): string {
  const query = new URLSearchParams(extra);
  for (const [name, value] of search) {
    if (name === 'page' || name === 'period' || !value) continue;
    query.set(apiNames[name] ?? name, name === 'zero' ? 'true' : value);
  }
  return query.toString();
}

/** Export: the statement as on screen (same dates, comparison, branch) as Excel, CSV or PDF. */
export function ExportMenu({ report, dates }: { report: string; dates: Record<string, string | undefined> }) {
  const [search] = useSearchParams();
  const defined = Object.fromEntries(
    Object.entries(dates).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return (
    <DownloadMenu
      formats={['xlsx', 'csv', 'pdf']}
      pathOf={(format) => `/reports/${report}/export?${exportQuery(search, { format, ...defined })}`}
      fallbackName={(format) => `${report}.${format}`}
    />
  );
}
