import type { AccountingCompany } from './accounting.ts';
import type { TestApp } from './harness.ts';

/* A CSV upload as a browser's FormData sends it: the file, and the mode when given. */

export interface CsvUploadOptions {
  mode?: string;
  fileName?: string;
  /** An Idempotency-Key header. */
  key?: string;
}

export function csvForm(content: string | Buffer, options: CsvUploadOptions = {}) {
  const boundary = 'OwoCsvBoundary';
  const parts: Buffer[] = [];
  if (options.mode !== undefined) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="mode"\r\n\r\n${options.mode}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName ?? 'upload.csv'}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    typeof content === 'string' ? Buffer.from(content) : content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs the file to `url` as the company's owner. */
export function uploadCsv(
  test: TestApp,
  company: AccountingCompany,
  url: string,
  content: string | Buffer,
  options: CsvUploadOptions = {},
) {
  const form = csvForm(content, options);
  return test.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${company.token}`,
      'x-company-id': company.companyId,
      'content-type': form.contentType,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: form.payload,
  });
}
