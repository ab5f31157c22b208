/**
 * Invoice PDF render time (issue 14, target: median and p95 under 150 ms): `npm run bench:sales-pdf`.
 *
 * Renders an invoice the way GET /api/invoices/pdf/:id and every emailed invoice do
 * (modules/invoices/invoices.pdf.ts): the document's model built from its view, the QR code of its
 * public link made, and the PDF laid out by @react-pdf with the company's template; timed from the
 * model to the PDF's bytes, after a few warm-up renders (the first one loads the fonts, about a
 * second). Cases: each of the three layouts with a logo and 5 lines, and the classic layout with 40
 * lines (two pages). The reads before a render (the document, letterhead and template, one
 * transaction) are not in these figures: a handful of indexed queries, a few ms.
 *
 * Beside the wall time, each row has the process's CPU time for the same render: on a busy machine
 * the wall time is mostly waiting for a core, the CPU time is what the render costs.
 *
 * Flags: --runs N (50) --warmup N (5). Prints a table; writes bench/out/sales-pdf-results.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { defaultTemplateSettings, type TemplateLayoutValue } from '@owo/core';
import sharp from 'sharp';
import {
  type DocumentPrint,
  qrCodePng,
  salesDocumentModel,
} from '../../apps/server/src/modules/invoices/invoices.pdf.ts';
import type { SalesDocumentView } from '../../apps/server/src/modules/invoices/sales.view.ts';
import { renderSalesDocument } from '../../apps/server/src/pdf/SalesDocument.tsx';
import { parseFlags } from '../ledger/flags.ts';
import { type Stat, stat } from '../ledger/measure.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { number } = parseFlags(process.argv.slice(2));
const runs = number('runs', 50);
const warmup = number('warmup', 5);

const publicToken = '0190f3a2-7c4e-7b1a-9c2d-5e6f7a8b9c0d.x3Jk9QvLm2Np8RtY4WzA6BcD0EfGhIjK';
const publicUrl = `https://owo.example.ng/i/${publicToken}`;

function invoiceView(lineCount: number): SalesDocumentView {
  const items = Array.from({ length: lineCount }, (_, index) => ({
    product: { _id: `p${index}`, name: `Product ${index + 1}` },
    description: index % 3 === 0 ? `Rice 50kg bag, Mama Gold, batch ${index + 1}` : `Product ${index + 1}`,
    quantity: String((index % 4) + 1),
    price: 15_000 + index * 250,
    measurement: index % 2 === 0 ? 'bag' : 'pcs',
    serviceDate: null,
    revenueAccount: 'revenue',
    tax: [{ id: 'vat', name: 'VAT', value: 7.5, amount: 1_125 }],
    total: (15_000 + index * 250) * ((index % 4) + 1),
    discount: 0,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.total, 0);
  const discountTotal = Math.round(subtotal * 10) / 100;
  const taxTotal = Math.round((subtotal - discountTotal) * 7.5) / 100;
  const total = Math.round((subtotal - discountTotal + taxTotal) * 100) / 100;
  return {
    _id: 'invoice',
    kind: 'invoice',
    number: 'INV-00042',
    invoiceNumber: 'INV-00042',
    status: 'partly-paid',
    customer: { _id: 'customer', name: 'Adaeze Okafor Enterprises', email: 'accounts@adaeze-okafor.ng' },
    branch: { _id: 'branch', name: 'Head Office' },
    date: '2026-11-02',
    dueDate: '2026-12-02',
    currency: { name: 'NGN', rate: 1 },
    total,
    amountPaid: 10_000,
    amountDue: Math.round((total - 10_000) * 100) / 100,
    dueLabel: { label: 'Due in 9 days', type: 1 },
    purchaseNo: 'PO 7781',
    address: '14 Admiralty Way\nLekki Phase 1, Lagos',
    employee: null,
    discount: { id: null, type: 'percentage', value: 10 },
    bank: [],
    installments: [],
    note: 'Thank you for your business.',
    paymentMethod: null,
    depositTo: null,
    items,
    taxes: [{ id: 'vat', name: 'VAT', amount: taxTotal }],
    subtotal,
    discountTotal,
    taxTotal,
    homeTotal: total,
    publicToken,
    source: null,
    payments: [],
    history: [],
    createdAt: '2026-11-02T09:00:00.000Z',
  };
}

async function letterhead(): Promise<DocumentPrint['letterhead']> {
  const logo = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#0b7a4b' } })
    .png()
    .toBuffer();
  return {
    issuer: {
      name: 'Chukwu Motors Ltd',
      address: ['3 Ikorodu Road, Yaba', 'Lagos'],
      phone: '+234 803 123 4567',
      email: 'accounts@chukwumotors.ng',
      website: 'chukwumotors.ng',
      tin: '12345678-0001',
      vatNumber: 'VAT-445566',
      rcNumber: 'RC 1234567',
      logo: { data: logo, format: 'png' },
    },
    bankDetails: [{ bankName: 'GTBank', accountName: 'Chukwu Motors Ltd', accountNumber: '0123456785' }],
  };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Wall time and this process's CPU time (user + system) of one piece of work, in ms. */
async function measured(work: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const cpuBefore = process.cpuUsage();
  const wall = await timed(work);
  const cpu = process.cpuUsage(cpuBefore);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

interface Case {
  name: string;
  layout: TemplateLayoutValue;
  lines: number;
}

const cases: Case[] = [
  { name: 'classic, 5 lines', layout: 'classic', lines: 5 },
  { name: 'modern, 5 lines', layout: 'modern', lines: 5 },
  { name: 'compact, 5 lines', layout: 'compact', lines: 5 },
  { name: 'classic, 40 lines (2 pages)', layout: 'classic', lines: 40 },
];

interface Result {
  name: string;
  bytes: number;
  wall: Stat;
  cpu: Stat;
}

/** Runs `work` `runs` times after `warm` unmeasured runs: wall and CPU figures. */
async function sampled(name: string, warm: number, work: () => Promise<number>): Promise<Result> {
  let bytes = 0;
  for (let run = 0; run < warm; run += 1) bytes = await work();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const sample = await measured(async () => {
      bytes = await work();
    });
    wall.push(sample.wall);
    cpu.push(sample.cpu);
  }
  return { name, bytes, wall: stat(wall), cpu: stat(cpu) };
}

async function main() {
  const head = await letterhead();
  const printOf = (lines: number) => ({
    kind: 'invoice' as const,
    view: invoiceView(lines),
    customer: { emails: [], phone: null, tin: null },
    letterhead: head,
  });
  const firstRender = await timed(() =>
    renderSalesDocument(salesDocumentModel(printOf(5)), { ...defaultTemplateSettings }),
  );
  console.log(`first render (fonts loaded): ${Math.round(firstRender)} ms`);

  const results: Result[] = [];
  let run = 0;
  results.push(
    await sampled('QR code alone', 1, async () => {
      run += 1;
      return (await qrCodePng(`${publicUrl}${run}`)).length;
    }),
  );
  for (const { name, layout, lines } of cases) {
    const template = { ...defaultTemplateSettings, layout };
    const print = printOf(lines);
    results.push(
      await sampled(name, warmup, async () => {
        const model = salesDocumentModel(print, { url: publicUrl, qrPng: await qrCodePng(publicUrl) });
        return (await renderSalesDocument(model, template)).length;
      }),
    );
  }

  const [load] = loadavg();
  console.log(
    `\n${runs} runs each, Node ${process.version}, ${cpus().length} CPUs, load average ${load?.toFixed(1)}\n`,
  );
  console.log('| case | median ms | p95 ms | CPU median ms | CPU p95 ms | PDF bytes |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const { name, wall, cpu, bytes } of results) {
    console.log(
      `| ${name} | ${wall.medianMs} | ${wall.p95Ms} | ${cpu.medianMs} | ${cpu.p95Ms} | ${bytes.toLocaleString('en-NG')} |`,
    );
  }
  const out = path.join(root, 'bench/out');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'sales-pdf-results.json'),
    JSON.stringify({ at: new Date().toISOString(), runs, warmup, load, firstRenderMs: firstRender, results }, null, 2),
  );
}

await main();
