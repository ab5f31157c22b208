import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { startOwoPaystackStandIn } from '../paystack/paystack.config.ts';
import { type NrsTaxpayer, standInCryptoKeys, startNrsStandIn } from './nrs-stand-in.ts';

/*
 * `npm start` on the embedded database is for trying Owo (and the browser tests run it so): the
 * third parties it needs and that this machine cannot reach are local stand-ins speaking their
 * protocols, started here: NRS, so e-invoicing can be switched on without NRS's sandbox, and
 * Paystack, so plans can be paid for with the stand-in's test cards. Whatever reads their
 * addresses reads them from the app's config when it calls, not when the app is built. A real server
 * (DATABASE_URL) gets none of this: it is configured with the real addresses and keys.
 */

/** The credentials the NRS stand-in gives in try mode, to enter in Settings > E-invoicing. */
export const tryModeNrsTaxpayer: NrsTaxpayer = {
  apiKey: 'demo-api-key',
  apiSecret: 'demo-api-secret',
  businessId: '0b4c2a7e-5f3d-4e21-9a8b-6c1d2e3f4a5b',
  serviceId: 'OWODEMO1',
};

export interface TryMode {
  /** The config with a secrets key of the data folder where none is set. */
  config: Config;
  /**
   * Starts the stand-ins for what `config` (the app's own) leaves unset, and fills their addresses
   * in. Called once the app listens: a stand-in on a port of its own taken earlier could take the
   * very port the app was told to listen on (the browser tests pick a free one, then start the app).
   */
  startStandIns(config: Config): Promise<string[]>;
  close(): Promise<void>;
}

export function tryMode(config: Config): TryMode {
  const closers: Array<() => Promise<void>> = [];
  return {
    config: { ...config, SECRETS_KEY: config.SECRETS_KEY ?? dataFolderSecretsKey(config.DATA_DIR) },
    async startStandIns(appConfig) {
      const notes: string[] = [];
      if (!appConfig.NRS_URL) {
        const nrs = await startNrsStandIn({ taxpayers: [tryModeNrsTaxpayer], port: 0, host: '127.0.0.1' });
        closers.push(() => nrs.close());
        appConfig.NRS_URL = nrs.url;
        // The QR code's key pair NRS would give in crypto_keys.txt: any will do for the stand-in.
        const { publicKey, certificate } = standInCryptoKeys();
        appConfig.nrsStandIn = { ...tryModeNrsTaxpayer, publicKey, certificate };
        const { businessId, serviceId, apiKey, apiSecret } = tryModeNrsTaxpayer;
        notes.push(
          `E-invoicing goes to a local NRS stand-in at ${nrs.url}: business ID ${businessId}, ` +
            `service ID ${serviceId}, API key ${apiKey}, secret ${apiSecret}`,
        );
      }
      if (!appConfig.PAYSTACK_URL) {
        const paystack = await startOwoPaystackStandIn(appConfig);
        closers.push(() => paystack.standIn.close());
        Object.assign(appConfig, paystack.settings);
        notes.push(`Paystack is a local stand-in at ${paystack.standIn.url} (PAYSTACK_URL is unset)`);
      }
      return notes;
    },
    async close() {
      await Promise.all(closers.map((close) => close()));
    },
  };
}

/**
 * A key kept beside the embedded database, made on first start: the data folder then holds both
 * the secrets and their key, which is fine for trying Owo and why a server must set SECRETS_KEY.
 */
function dataFolderSecretsKey(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
