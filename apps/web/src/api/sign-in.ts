import type { GoogleAuthenticationInput, LoginInput } from '@owo/core';
import { useEffect, useState } from 'react';
import type { SignInAnswer } from './auth.ts';
import { request } from './client.ts';

/*
 * What the sign-in page calls, straight through the API client: no query library, whose code
 * would be a twentieth of what that page downloads before a person can sign in. Pages of the app
 * reach the API through the hooks beside this file instead.
 */

export const login = (body: LoginInput) =>
  request<SignInAnswer>('/auth/login', { method: 'POST', body, authCall: true });

export const googleAuthentication = (body: GoogleAuthenticationInput) =>
  request<SignInAnswer>('/auth/google-authentication', { method: 'POST', body, authCall: true });

export interface AppConfig {
  googleClientId: string | null;
}

let appConfig: Promise<AppConfig> | undefined;

/** The server's public settings (whether Google sign-in is set up), asked once per page load. */
export function useAppConfig(): AppConfig | undefined {
  const [config, setConfig] = useState<AppConfig>();
  useEffect(() => {
    appConfig ??= request<AppConfig>('/config', { authCall: true }).then((answer) => answer.data);
    let current = true;
    appConfig.then(
      (answer) => current && setConfig(answer),
      () => {
        // Asked again on the next page that needs it; the client has said what went wrong.
        appConfig = undefined;
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return config;
}
