/**
 * Settings of the app under test (playwright.config.ts's webServer), shared with the specs
 * that wait them out. The lead forms' spam guards are lowered from their defaults (2 s from
 * serving to sending, a captcha of 100,000): a run sends some 150 forms, each of which
 * waited 2 s and solved its captcha on the 2 cores it shares with the server. Their default
 * values are the unit tests' (spam.server.test.ts, env.server.test.ts).
 */
export const FORM_MIN_FILL_MS = 300;
export const CAPTCHA_MAX_NUMBER = 5_000;

export const E2E_SERVER_ENV = {
  LEAD_FORM_MIN_FILL_MS: String(FORM_MIN_FILL_MS),
  CAPTCHA_MAX_NUMBER: String(CAPTCHA_MAX_NUMBER),
};
