import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the address emailed links start with', () => {
  it('is the app on its own PORT when APP_URL is not set', () => {
    expect(loadConfig({ PORT: '4100' }).APP_URL).toBe('http://localhost:4100');
    expect(loadConfig({}).APP_URL).toBe('http://localhost:3000');
  });

  it('is APP_URL when set, whatever the port', () => {
    expect(loadConfig({ PORT: '4100', APP_URL: 'https://app.owo.ng' }).APP_URL).toBe('https://app.owo.ng');
  });
});
