import type { FastifyInstance } from 'fastify';
import { registerContactRoutes } from '../contacts/index.ts';
import { vendorKind } from './vendors.kind.ts';

/* Vendors (/expense/vendors, spec section 7: "Vendors: /vendor likewise"): the contact routes of vendorKind. */

export async function vendorRoutes(app: FastifyInstance) {
  await registerContactRoutes(app, vendorKind);
}
