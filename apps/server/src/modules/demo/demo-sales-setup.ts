import { customerCreateSchema, productCreateSchema } from '@owo/core';
import { branches, contacts, paymentMethods, products, taxes } from '@owo/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { createCustomer } from '../customers/index.ts';
import { createProduct } from '../products/index.ts';
import {
  type CustomerKey,
  customerNames,
  type DemoProduct,
  demoCustomers,
  demoProducts,
  type Items,
  type ProductKey,
} from './demo-catalogue.ts';

/*
 * What the demo's sales are posted against: the head office, the transfer method, the company's
 * VAT, and the customers and products, added through their services when they are not there yet.
 */

export interface Setup {
  branchId: string;
  bankId: string;
  paymentMethodId: string;
  customerIds: Record<CustomerKey, string>;
  addresses: Record<CustomerKey, string>;
  productIds: Record<ProductKey, string>;
  /** The company's VAT, when it has one. */
  vatId: string | null;
}

export async function headOffice(tx: PostingTransaction, companyId: string) {
  const [branch] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.companyId, companyId))
    .orderBy(asc(branches.createdAt))
    .limit(1);
  if (!branch) throw new Error('The demo company has no branch');
  return branch.id;
}

async function transferMethod(tx: PostingTransaction, companyId: string) {
  const methods = await tx
    .select({ id: paymentMethods.id, name: paymentMethods.name })
    .from(paymentMethods)
    .where(eq(paymentMethods.companyId, companyId));
  const method = methods.find((one) => one.name === 'Bank Transfer') ?? methods[0];
  if (!method) throw new Error('The demo company has no payment method');
  return method.id;
}

/** The demo's customers, added through the New Customer form's service when they are not there yet. */
async function ensureCustomers(tx: PostingTransaction, context: RequestContext, branchId: string) {
  const keys = Object.keys(demoCustomers) as CustomerKey[];
  const existing = await tx
    .select({ id: contacts.id, displayName: contacts.displayName, address: contacts.officeAddress })
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, context.companyId),
        eq(contacts.kind, 'customer'),
        inArray(contacts.displayName, Object.values(customerNames)),
      ),
    )
    .orderBy(asc(contacts.id));
  const ids = {} as Record<CustomerKey, string>;
  const addresses = {} as Record<CustomerKey, string>;
  for (const key of keys) {
    const customer = demoCustomers[key];
    const found = existing.find((row) => row.displayName === customerNames[key]);
    addresses[key] = found?.address || customer.officeAddress;
    if (found) {
      ids[key] = found.id;
      continue;
    }
    const input = customerCreateSchema.parse({
      ...customer,
      email: [customer.email],
      country: 'NG',
      currency: 'NGN',
      branch: branchId,
    });
    ids[key] = (await createCustomer(tx, context, input)).id;
  }
  return { ids, addresses };
}

/** The taxes a demo product carries: the company's VAT, unless the product is exempt. */
const taxesOf = (product: DemoProduct, vatId: string | null) => (product.vat && vatId ? [vatId] : []);

/** The demo's goods and service, added through the products service when their SKU is not there yet. */
async function ensureProducts(tx: PostingTransaction, context: RequestContext, vatId: string | null) {
  const keys = Object.keys(demoProducts) as ProductKey[];
  const existing = await tx
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      and(
        eq(products.companyId, context.companyId),
        inArray(
          sql`lower(${products.sku})`,
          keys.map((key) => demoProducts[key].sku.toLowerCase()),
        ),
      ),
    );
  const ids = {} as Record<ProductKey, string>;
  for (const key of keys) {
    const product = demoProducts[key];
    const found = existing.find((row) => row.sku?.toLowerCase() === product.sku.toLowerCase());
    if (found) {
      ids[key] = found.id;
      continue;
    }
    const goods = product.cost !== null;
    const input = productCreateSchema.parse({
      type: goods ? 'Goods' : 'Service',
      name: product.name,
      skuNumber: product.sku,
      unitOfMeasurement: product.unit,
      price: product.price,
      description: product.description,
      tax: taxesOf(product, vatId),
      ...(goods ? { purchasePrice: product.cost, trackItem: true, lowStock: '4' } : {}),
    });
    ids[key] = (await createProduct(tx, context, input)).id;
  }
  return ids;
}

export async function setUp(tx: PostingTransaction, context: RequestContext, bankId: string): Promise<Setup> {
  const { companyId } = context;
  const branchId = await headOffice(tx, companyId);
  const [vat] = await tx
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), eq(taxes.kind, 'vat')))
    .orderBy(asc(taxes.id))
    .limit(1);
  const vatId = vat?.id ?? null;
  const customers = await ensureCustomers(tx, context, branchId);
  const productIds = await ensureProducts(tx, context, vatId);
  return {
    branchId,
    bankId,
    paymentMethodId: await transferMethod(tx, companyId),
    customerIds: customers.ids,
    addresses: customers.addresses,
    productIds,
    vatId,
  };
}

export function lines(setup: Setup, items: Items) {
  return items.map(([key, quantity]) => {
    const product = demoProducts[key];
    return {
      product: setup.productIds[key],
      description: product.name,
      quantity: String(quantity),
      price: product.price,
      tax: taxesOf(product, setup.vatId).map((id) => ({ id })),
      ...(product.measurement ? { measurement: product.measurement } : {}),
    };
  });
}
