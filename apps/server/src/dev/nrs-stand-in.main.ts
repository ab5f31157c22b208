import { startNrsStandIn } from './nrs-stand-in.ts';

/*
 * Runs the NRS stand-in for the demo: `npx tsx apps/server/src/dev/nrs-stand-in.main.ts`, then
 * start Owo with NRS_URL set to the address printed and enter the credentials printed in
 * Settings > E-invoicing. NRS_STAND_IN_PORT picks the port (default 4010).
 */
const taxpayer = {
  apiKey: process.env.NRS_STAND_IN_KEY ?? 'demo-api-key',
  apiSecret: process.env.NRS_STAND_IN_SECRET ?? 'demo-api-secret',
  businessId: process.env.NRS_STAND_IN_BUSINESS_ID ?? '0b4c2a7e-5f3d-4e21-9a8b-6c1d2e3f4a5b',
  serviceId: process.env.NRS_STAND_IN_SERVICE_ID ?? 'OWODEMO1',
};
const standIn = await startNrsStandIn({ taxpayers: [taxpayer], port: Number(process.env.NRS_STAND_IN_PORT ?? 4010) });
console.log(`NRS stand-in at ${standIn.url}`);
console.log(JSON.stringify(taxpayer, null, 2));
