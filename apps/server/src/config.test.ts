import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const LIVE_PAYMENTS = {
  PAYMENTS_PROVIDER: 'portone',
  PORTONE_API_SECRET: 'api-secret',
  PORTONE_STORE_ID: 'store-1',
  PORTONE_BILLING_CHANNEL_KEY: 'channel-billing',
  PORTONE_WEBHOOK_SECRET: 'whsec_x',
};
/** Every outside system on its real provider, as a live server must be. */
const LIVE_PROVIDERS = {
  ...LIVE_PAYMENTS,
  IDENTITY_PROVIDER: 'portone',
  PORTONE_IDENTITY_CHANNEL_KEY: 'channel-identity',
  SOCIAL_PROVIDER: 'real',
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://mail.example.kr:587',
  TALK_PROVIDER: 'solapi',
  SOLAPI_API_KEY: 'key',
  SOLAPI_API_SECRET: 'secret',
  SOLAPI_SENDER_NUMBER: '0215880000',
  SOLAPI_KAKAO_CHANNEL_ID: 'KA01PF0000',
};

describe('loadConfig', () => {
  it('takes the messaging providers, the channel order per kind and the opt-out line as settings', () => {
    const dev = loadConfig({}).messages;
    expect(dev.mail.provider).toBe('simulator');
    expect(dev.talk).toEqual({ provider: 'simulator', solapi: null });
    expect(dev.optOut).toBe(
      '수신거부: http://localhost:3000/customer_v2/users/update (설정 > 광고성 정보 수신 끄기)',
    );
    const set = loadConfig({
      MESSAGE_CHANNELS: 'receipt=email',
      MESSAGES_SIMULATOR_FAIL: 'alimtalk,sms',
      MARKETING_OPT_OUT: '무료수신거부 080-123-4567',
    }).messages;
    expect(set.channelOverrides).toEqual({ receipt: ['email'] });
    expect(set.simulatorFails).toEqual(['alimtalk', 'sms']);
    expect(set.optOut).toBe('무료수신거부 080-123-4567');
    expect(() => loadConfig({ MESSAGE_CHANNELS: 'promotion=alimtalk' })).toThrow(
      /MESSAGE_CHANNELS: promotion: channel "alimtalk" is not allowed/,
    );
    expect(() => loadConfig({ MESSAGES_SIMULATOR_FAIL: 'fax' })).toThrow(/unknown channel "fax"/);
    expect(() => loadConfig({ TALK_PROVIDER: 'solapi' })).toThrow(/SOLAPI_API_KEY/);
    expect(() => loadConfig({ MAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL: required/);
  });

  it('refuses the messaging simulators on a live server', () => {
    const live = { APP_ENV: 'live', JWT_SECRET: 's'.repeat(32), ...LIVE_PROVIDERS };
    expect(loadConfig(live).messages.talk.solapi).toMatchObject({ senderNumber: '0215880000' });
    expect(() => loadConfig({ ...live, TALK_PROVIDER: 'simulator' })).toThrow(/TALK_PROVIDER: the simulator/);
    expect(() => loadConfig({ ...live, MAIL_PROVIDER: 'simulator' })).toThrow(/MAIL_PROVIDER: the simulator/);
  });

  it('gives working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appEnv).toBe('development');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.seedDemoData).toBe(true);
    expect(config.databaseStatementCache).toBe(200);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      APP_ENV: 'live',
      DATA_DIR: '/tmp/shop-data',
      DATABASE_URL: 'postgres://shop@localhost/shop',
      SEED_DEMO_DATA: 'false',
      DATABASE_STATEMENT_CACHE: '0',
      SUPPORT_PHONE: '02-000-0000',
      JWT_SECRET: 's'.repeat(32),
      PUBLIC_URL: 'https://shop.example.kr/',
      ...LIVE_PROVIDERS,
    });
    expect(config).toMatchObject({
      port: 8080,
      appEnv: 'live',
      dataDir: '/tmp/shop-data',
      databaseUrl: 'postgres://shop@localhost/shop',
      seedDemoData: false,
      databaseStatementCache: 0,
      supportPhone: '02-000-0000',
      jwtSecret: 's'.repeat(32),
      publicUrl: 'https://shop.example.kr',
    });
  });

  it('bounds the request queue by database, and takes the payment waits as settings', () => {
    const embedded = loadConfig({});
    expect(embedded.admission).toEqual({ concurrency: 16, queue: 128, waitMs: 5000 });
    expect(embedded.payments).toMatchObject({ abandonedAfterMs: 600_000, orderHoldMinutes: 30 });
    const server = loadConfig({ DATABASE_URL: 'postgres://db/shop', REQUEST_QUEUE_WAIT_MS: '800' });
    expect(server.admission).toEqual({ concurrency: 64, queue: 512, waitMs: 800 });
    const tuned = loadConfig({
      REQUEST_CONCURRENCY: '4',
      REQUEST_QUEUE: '0',
      ABANDONED_PAYMENT_MINUTES: '3',
      ORDER_HOLD_MINUTES: '45',
    });
    expect(tuned.admission).toMatchObject({ concurrency: 4, queue: 0 });
    expect(tuned.payments).toMatchObject({ abandonedAfterMs: 180_000, orderHoldMinutes: 45 });
    // The sweep would settle charges the provider may still be answering.
    expect(() => loadConfig({ ABANDONED_PAYMENT_MINUTES: '1', PAYMENTS_TIMEOUT_MS: '60000' })).toThrow(
      /ABANDONED_PAYMENT_MINUTES/,
    );
    // A fraction of a minute, down to 15 s, past a charge's shorter timeout.
    expect(
      loadConfig({ ABANDONED_PAYMENT_MINUTES: '0.25', PAYMENTS_TIMEOUT_MS: '10000' }).payments,
    ).toMatchObject({ abandonedAfterMs: 15_000 });
    expect(() => loadConfig({ ABANDONED_PAYMENT_MINUTES: '0.2', PAYMENTS_TIMEOUT_MS: '5000' })).toThrow(
      /ABANDONED_PAYMENT_MINUTES/,
    );
  });

  it('has no analytics by default, and GA4 only with its measurement id', () => {
    expect(loadConfig({}).analytics).toEqual({ provider: 'none' });
    expect(loadConfig({ ANALYTICS_PROVIDER: 'ga4', GA4_MEASUREMENT_ID: 'G-ABC123XYZ' }).analytics).toEqual({
      provider: 'ga4',
      measurementId: 'G-ABC123XYZ',
    });
    expect(() => loadConfig({ ANALYTICS_PROVIDER: 'ga4' })).toThrow(/GA4_MEASUREMENT_ID: required/);
    expect(() => loadConfig({ ANALYTICS_PROVIDER: 'ga4', GA4_MEASUREMENT_ID: 'UA-1' })).toThrow(ConfigError);
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_ENV: 'prod' })).toThrow(/APP_ENV/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it('refuses to run live without a secret of its own for access tokens', () => {
    expect(() => loadConfig({ APP_ENV: 'live' })).toThrow(/JWT_SECRET: required when APP_ENV is live/);
    // A staging server too: only development may sign with the public development secret.
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(/JWT_SECRET: required when APP_ENV is staging/);
    const secret = 'a'.repeat(40);
    expect(loadConfig({ APP_ENV: 'live', JWT_SECRET: secret, ...LIVE_PROVIDERS }).jwtSecret).toBe(secret);
  });

  it('takes payments with the simulator by default, and never on live', () => {
    expect(loadConfig({}).payments).toMatchObject({ provider: 'simulator', portone: null });
    const { PAYMENTS_PROVIDER: _, ...liveWithoutPayments } = LIVE_PROVIDERS;
    expect(() => loadConfig({ APP_ENV: 'live', JWT_SECRET: 's'.repeat(32), ...liveWithoutPayments })).toThrow(
      /PAYMENTS_PROVIDER: the simulator cannot take payments when APP_ENV is live/,
    );
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'portone' })).toThrow(/PORTONE_BILLING_CHANNEL_KEY/);
    expect(loadConfig(LIVE_PAYMENTS).payments.portone).toMatchObject({
      storeId: 'store-1',
      channelKey: 'channel-billing',
      webhookSecret: 'whsec_x',
    });
  });

  it('never verifies identities or signs in through a simulator on live', () => {
    const live = { APP_ENV: 'live', JWT_SECRET: 's'.repeat(32), ...LIVE_PROVIDERS };
    expect(() => loadConfig({ ...live, IDENTITY_PROVIDER: 'simulator' })).toThrow(
      /IDENTITY_PROVIDER: the simulator cannot verify identities when APP_ENV is live/,
    );
    expect(() => loadConfig({ ...live, SOCIAL_PROVIDER: 'simulator' })).toThrow(
      /SOCIAL_PROVIDER: the simulator cannot sign people in when APP_ENV is live/,
    );
    expect(loadConfig({ APP_ENV: 'staging', JWT_SECRET: 's'.repeat(40) }).identity.provider).toBe(
      'simulator',
    );
  });
});
