import { request } from '../../api/client.ts';

/**
 * An Excel statement is read on the server, not in the browser: the browser build of exceljs (what
 * a bundler takes, dist/exceljs.min.js) is 948 KB minified, 258 KB gzipped, which a phone on mobile
 * data would download to read one file, while the server must read the workbook anyway to import
 * it. The server answers the first sheet as rows of cell texts, which are mapped and previewed like
 * a CSV file's, so the web app carries no spreadsheet code at all.
 */
export async function readWorkbook(file: File): Promise<{ base64: string; rows: string[][] }> {
  const base64 = await fileAsBase64(file);
  const response = await request<{ rows: string[][] }>('/bank/statement-rows', {
    method: 'POST',
    body: { content: base64 },
  });
  return { base64, rows: response.data.rows };
}

/** The file's bytes in base64, as the API takes an Excel workbook (read by the browser, not in script). */
function fileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
