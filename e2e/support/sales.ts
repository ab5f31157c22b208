import type { Page } from 'playwright-core';
import { api } from './demo.ts';

/*
 * What the selling tests set up through the API before walking the screens: the company's branch,
 * VAT and bank account, the customer Balogun Stores, and rice (in stock) and a delivery to sell.
 */

/** The ids a sale books to: the first branch, the VAT tax and the bank account (1050). */
export interface Books {
  branch: string | undefined;
  vat: string | undefined;
  bank: string | undefined;
}

export async function booksOf(page: Page): Promise<Books> {
  const [branch] = await api<Array<{ _id: string }>>(page, 'GET', '/branches');
  const taxes = await api<Array<{ _id: string; name: string }>>(page, 'GET', '/tax?limit=100');
  const accounts = await api<Array<{ _id: string; account_code: string }>>(
    page,
    'GET',
    '/double-entry/chart-of-accounts?limit=1000',
  );
  return {
    branch: branch?._id,
    vat: taxes.find((tax) => tax.name.startsWith('VAT'))?._id,
    bank: accounts.find((account) => account.account_code === '1050')?._id,
  };
}

export const balogunStores = {
  name: 'Balogun Stores Ltd',
  email: 'accounts@balogunstores.ng',
  address: '21 Balogun Street, Lagos Island',
};

/** Adds Balogun Stores, a business customer of the branch; returns its id. */
export async function addBalogunStores(page: Page, books: Books): Promise<string> {
  const customer = await api<{ _id: string }>(page, 'POST', '/customer', {
    type: 'BUSINESS',
    companyName: balogunStores.name,
    invoice: 'BAL',
    fullName: 'Kunle Balogun',
    phoneNumber: '08031112222',
    email: balogunStores.email,
    officeAddress: balogunStores.address,
    billingAddress: balogunStores.address,
    branch: books.branch,
  });
  return customer._id;
}

export const rice = 'Mama Gold Rice 50kg';
export const delivery = 'Delivery within Lagos';

/**
 * Adds rice (₦15,000 a bag, tracked) and a delivery (a ₦5,000 service), both with VAT, and buys
 * 10 bags of rice for ₦80,000 (₦8,000 each) on the day; returns the two products' ids.
 */
export async function stockRiceAndDelivery(page: Page, books: Books, day: string) {
  const bag = await api<{ _id: string }>(page, 'POST', '/products', {
    name: rice,
    price: '15000',
    unitOfMeasurement: 'pcs',
    trackItem: true,
    lowStock: '2',
    tax: [books.vat],
  });
  const ride = await api<{ _id: string }>(page, 'POST', '/products', {
    name: delivery,
    type: 'Service',
    price: '5000',
    tax: [books.vat],
  });
  await api(page, 'POST', '/products/stock', {
    product: bag._id,
    branch: books.branch,
    date: day,
    quantity: 10,
    cost: 80_000,
    account: books.bank,
  });
  return { bag: bag._id, ride: ride._id };
}

/** How many of a product are on hand, as the API counts them. */
export async function onHand(page: Page, product: string): Promise<number> {
  const products = await api<Array<{ name: string; quantityOnHand: number | string | null }>>(
    page,
    'GET',
    '/products?limit=100',
  );
  return Number(products.find((each) => each.name === product)?.quantityOnHand);
}

/** What an invoice still owes, as the API has it. */
export async function amountDueOf(page: Page, invoiceId: string): Promise<number> {
  return (await api<{ amountDue: number }>(page, 'GET', `/invoices/${invoiceId}`)).amountDue;
}
