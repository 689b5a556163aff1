import path from 'node:path';
import { ORDER_HOLD_MINUTES } from '@shop/domain/checkout/order-hold';
import { type ChannelOverrides, parseChannelOverrides } from '@shop/domain/notifications/channel-order';
import { CHANNELS, type Channel } from '@shop/domain/notifications/channels';
import { z } from 'zod';
import type { S3Options } from './adapters/files/s3-file-store';
import { serverRoot } from './server-root';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_ENV: z.enum(['development', 'staging', 'live']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default(path.resolve(serverRoot, '../../.data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  // Statements each PostgreSQL connection keeps prepared (decision 025); 0 for a pooler in transaction mode.
  DATABASE_STATEMENT_CACHE: z.coerce.number().int().min(0).max(10_000).default(200),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  WEB_DIST_DIR: z.string().min(1).default(path.resolve(serverRoot, '../web/dist')),
  CONSOLE_DIST_DIR: z.string().min(1).default(path.resolve(serverRoot, '../console/dist')),
  ASSETS_DIR: z.string().min(1).default(path.resolve(serverRoot, 'assets')),
  SUPPORT_PHONE: z.string().min(1).default('1588-0000'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PUBLIC_URL: z.url().optional(),
  // Accounts (issue 4): outside systems behind adapters, simulators by default.
  IDENTITY_PROVIDER: z.enum(['simulator', 'portone']).default('simulator'),
  PORTONE_API_SECRET: z.string().min(1).optional(),
  PORTONE_STORE_ID: z.string().min(1).optional(),
  PORTONE_IDENTITY_CHANNEL_KEY: z.string().min(1).optional(),
  PORTONE_API_URL: z.url().default('https://api.portone.io'),
  // Notifications (issue 14): e-mail by SMTP, 알림톡 and SMS by Solapi, each with the built-in simulator.
  MAIL_PROVIDER: z.enum(['simulator', 'smtp']).default('simulator'),
  TALK_PROVIDER: z.enum(['simulator', 'solapi']).default('simulator'),
  SOLAPI_API_KEY: z.string().min(1).optional(),
  SOLAPI_API_SECRET: z.string().min(1).optional(),
  SOLAPI_SENDER_NUMBER: z
    .string()
    .regex(/^\d{8,12}$/, 'SOLAPI_SENDER_NUMBER: a registered sender number, digits only')
    .optional(),
  SOLAPI_KAKAO_CHANNEL_ID: z.string().min(1).optional(),
  MESSAGE_CHANNELS: z.string().default(''),
  MESSAGES_SIMULATOR_FAIL: z.string().default(''),
  MARKETING_OPT_OUT: z.string().min(5).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('소리담 <no-reply@soridam.kr>'),
  SOCIAL_PROVIDER: z.enum(['simulator', 'real']).default('simulator'),
  KAKAO_CLIENT_ID: z.string().min(1).optional(),
  KAKAO_CLIENT_SECRET: z.string().min(1).optional(),
  NAVER_CLIENT_ID: z.string().min(1).optional(),
  NAVER_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_TEAM_ID: z.string().min(1).optional(),
  APPLE_KEY_ID: z.string().min(1).optional(),
  APPLE_PRIVATE_KEY: z.string().min(1).optional(),
  // Checkout (issue 5): billing keys and charges through PortOne V2, or the built-in test PG.
  PAYMENTS_PROVIDER: z.enum(['simulator', 'portone']).default('simulator'),
  PORTONE_BILLING_CHANNEL_KEY: z.string().min(1).optional(),
  PORTONE_WEBHOOK_SECRET: z.string().min(1).optional(),
  PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_MAX_FAILURES_ACCOUNT_CEILING: z.coerce.number().int().min(1).default(50),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  // Address search: the bundled sample addresses (offline) or the Kakao (Daum) Postcode widget in the browser.
  POSTCODE_PROVIDER: z.enum(['sample', 'kakao']).default('sample'),
  // Analytics (storefront-and-account.md 7: configured with page-view sending off): none by default.
  ANALYTICS_PROVIDER: z.enum(['none', 'ga4']).default('none'),
  GA4_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'GA4_MEASUREMENT_ID looks like G-XXXXXXXXXX')
    .optional(),
  // Which proxies' X-Forwarded-For to believe: none (the default), a hop count, or their addresses.
  TRUST_PROXY: z
    .string()
    .regex(
      /^(off|\d{1,2}|[0-9a-fA-F:./]+(,[0-9a-fA-F:./]+)*)$/,
      'TRUST_PROXY must be off, a hop count or a list of addresses',
    )
    .default('off'),
  // The lifecycle engine (issue 8): its clock, its job workers and the billing calendar.
  CLOCK: z.enum(['system', 'demo']).default('system'),
  JOBS: z.enum(['on', 'off']).default('on'),
  BILLING_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'BILLING_TIME must be HH:MM (Seoul time)')
    .default('09:00'),
  BILLING_RETRY_DAYS: z
    .string()
    .regex(/^\d{1,2}(,\d{1,2}){0,9}$/, 'BILLING_RETRY_DAYS must be days after the due day, like 1,3,5')
    .default('1,3,5'),
  BILLING_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(20),
  TERM_NOTICE_DAYS: z.coerce.number().int().min(1).max(180).default(30),
  SIM_PG_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // Overload (per instance): API requests worked on at once, how many may wait, and for how long
  // (defaults: 16 / 128 / 5 s on the embedded database's single connection, 64 / 512 / 5 s on PostgreSQL).
  REQUEST_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).optional(),
  REQUEST_QUEUE: z.coerce.number().int().min(0).max(100_000).optional(),
  REQUEST_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  // Payments: how long a charge may stay pending before the sweep settles it, and how long an unpaid
  // checkout holds its units.
  // Fractions allowed (0.5 is 30 s), down to 15 s: always longer than PAYMENTS_TIMEOUT_MS (checked below).
  ABANDONED_PAYMENT_MINUTES: z.coerce.number().min(0.25).max(1440).default(10),
  ORDER_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(ORDER_HOLD_MINUTES),
  // Uploaded files: a folder of this machine (DATA_DIR/files) or an S3-compatible bucket shared by instances.
  FILES_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('ap-northeast-2'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  // Operations: a bearer token /metrics asks for (unset: open, for a scraper on a private network).
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
});

// Only for development and tests: any other server refuses to start without its own JWT_SECRET.
const DEV_JWT_SECRET = 'development-only-secret-do-not-use-in-production';

export type Config = {
  port: number;
  host: string;
  appEnv: 'development' | 'staging' | 'live';
  logLevel: string;
  /** Folder of the embedded database; `null` keeps it in memory (tests). */
  dataDir: string | null;
  databaseUrl: string | undefined;
  /** How many statements each PostgreSQL connection keeps prepared; 0: none. */
  databaseStatementCache: number;
  seedDemoData: boolean;
  webDistDir: string;
  /** The built operator console, served at /admin/. */
  consoleDistDir: string;
  assetsDir: string;
  supportPhone: string;
  /** Signs access tokens (HS256); shared by every instance behind a load balancer. */
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** The shop's own address, for links in mail (password reset, …). */
  publicUrl: string;
  identity: {
    provider: 'simulator' | 'portone';
    portone: { apiSecret: string; storeId: string; channelKey: string; apiUrl: string } | null;
  };
  messages: MessagesConfig;
  social: {
    provider: 'simulator' | 'real';
    /** Client credentials per provider; a provider without them cannot be used in `real` mode. */
    clients: Partial<Record<SocialProviderName, SocialClient>>;
  };
  payments: {
    provider: 'simulator' | 'portone';
    portone: {
      apiSecret: string;
      storeId: string;
      channelKey: string;
      webhookSecret: string;
      apiUrl: string;
    } | null;
    /** A charge that takes longer is treated as failed (and cancelled at the provider). */
    timeoutMs: number;
    /** The simulator answers each charge after this long (the bench's stand-in for a real PG's latency). */
    simulatorLatencyMs: number;
    /** A charge still pending this long after it began was left by a stopped server: the sweep settles it. */
    abandonedAfterMs: number;
    /** How long an unpaid checkout's orders hold their stock units. */
    orderHoldMinutes: number;
  };
  /** Failed sign-ins (and password checks) allowed per account and per address in the window. */
  authLimits: { perAccount: number; accountCeiling: number; perIp: number; windowMinutes: number };
  /** Which postcode search the address form uses. */
  postcode: { provider: 'sample' | 'kakao' };
  /** The web app's analytics: none, or GA4 by its measurement id (page views are never sent by themselves). */
  analytics: { provider: 'none' } | { provider: 'ga4'; measurementId: string };
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: boolean | number | string[];
  /** Where uploads live (adapters/files): this machine's DATA_DIR/files, or an S3-compatible bucket. */
  files: { provider: 'local' } | { provider: 's3'; s3: S3Options };
  /** The bounded queue in front of the database (http/admission.ts). */
  admission: { concurrency: number; queue: number; waitMs: number };
  engine: EngineConfig;
  /** /metrics asks for this bearer token when set. */
  metricsToken: string | null;
};

export type EngineConfig = {
  /** `demo`: real time plus an offset the demo moves (development only). */
  clock: 'system' | 'demo';
  /** Whether this instance runs the job workers and their schedules (any number of instances may). */
  jobs: boolean;
  /** The daily billing run, Seoul time. */
  billingTime: { hour: number; minute: number };
  /** Days after a failed round's due day on which the engine retries by itself, in order. */
  retryDays: number[];
  /** Charges one instance makes at once. */
  concurrency: number;
  termNoticeDays: number;
};

export type MessagesConfig = {
  mail: { provider: 'simulator' | 'smtp'; smtpUrl: string | null; mailFrom: string };
  talk: {
    provider: 'simulator' | 'solapi';
    solapi: { apiKey: string; apiSecret: string; senderNumber: string; kakaoChannelId: string } | null;
  };
  /** MESSAGE_CHANNELS: a kind's channels in order, where the setting names it. */
  channelOverrides: ChannelOverrides;
  /** Channels the simulator refuses (to see the fallback run). */
  simulatorFails: Channel[];
  /** The last line of every advertising message: how to stop receiving them, free of charge. */
  optOut: string;
};

export type SocialProviderName = 'kakao' | 'naver' | 'google' | 'apple' | 'facebook';
export type SocialClient = {
  clientId: string;
  clientSecret?: string;
  /** Apple signs its client secret itself from these. */
  apple?: { teamId: string; keyId: string; privateKey: string };
};

export class ConfigError extends Error {}

function analyticsConfig(e: {
  ANALYTICS_PROVIDER: 'none' | 'ga4';
  GA4_MEASUREMENT_ID?: string | undefined;
}): Config['analytics'] {
  if (e.ANALYTICS_PROVIDER === 'none') return { provider: 'none' };
  if (!e.GA4_MEASUREMENT_ID) {
    throw new ConfigError(
      'Invalid configuration:\n  GA4_MEASUREMENT_ID: required when ANALYTICS_PROVIDER is ga4',
    );
  }
  return { provider: 'ga4', measurementId: e.GA4_MEASUREMENT_ID };
}

/** Reads and validates the environment once; nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // A token signed with the public development secret could be forged by anyone who reads this file.
  if (e.APP_ENV !== 'development' && !e.JWT_SECRET) {
    throw new ConfigError(`Invalid configuration:\n  JWT_SECRET: required when APP_ENV is ${e.APP_ENV}`);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    appEnv: e.APP_ENV,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseStatementCache: e.DATABASE_STATEMENT_CACHE,
    seedDemoData: e.SEED_DEMO_DATA === 'true',
    webDistDir: e.WEB_DIST_DIR,
    consoleDistDir: e.CONSOLE_DIST_DIR,
    metricsToken: e.METRICS_TOKEN ?? null,
    assetsDir: e.ASSETS_DIR,
    supportPhone: e.SUPPORT_PHONE,
    jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    publicUrl,
    ...accountsConfig(e),
    messages: messagesConfig(e, publicUrl),
    postcode: { provider: e.POSTCODE_PROVIDER },
    analytics: analyticsConfig(e),
    trustProxy:
      e.TRUST_PROXY === 'off'
        ? false
        : /^\d+$/.test(e.TRUST_PROXY)
          ? Number(e.TRUST_PROXY)
          : e.TRUST_PROXY.split(','),
    files: filesConfig(e),
    admission: {
      concurrency: e.REQUEST_CONCURRENCY ?? (e.DATABASE_URL ? 64 : 16),
      queue: e.REQUEST_QUEUE ?? (e.DATABASE_URL ? 512 : 128),
      waitMs: e.REQUEST_QUEUE_WAIT_MS,
    },
    payments: paymentsConfig(e),
    engine: engineConfig(e),
  };
}

function messagesConfig(e: z.infer<typeof envSchema>, publicUrl: string): MessagesConfig {
  if (e.MAIL_PROVIDER === 'smtp' && !e.SMTP_URL) fail('SMTP_URL: required when MAIL_PROVIDER is smtp');
  if (e.APP_ENV === 'live' && e.MAIL_PROVIDER === 'simulator')
    fail('MAIL_PROVIDER: the simulator delivers no mail; APP_ENV=live needs smtp');
  if (e.APP_ENV === 'live' && e.TALK_PROVIDER === 'simulator')
    fail('TALK_PROVIDER: the simulator delivers no 알림톡 or SMS; APP_ENV=live needs solapi');
  let solapi: MessagesConfig['talk']['solapi'] = null;
  if (e.TALK_PROVIDER === 'solapi') {
    if (!e.SOLAPI_API_KEY || !e.SOLAPI_API_SECRET || !e.SOLAPI_SENDER_NUMBER || !e.SOLAPI_KAKAO_CHANNEL_ID)
      fail(
        'SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_SENDER_NUMBER and SOLAPI_KAKAO_CHANNEL_ID: required when TALK_PROVIDER is solapi',
      );
    solapi = {
      apiKey: e.SOLAPI_API_KEY,
      apiSecret: e.SOLAPI_API_SECRET,
      senderNumber: e.SOLAPI_SENDER_NUMBER,
      kakaoChannelId: e.SOLAPI_KAKAO_CHANNEL_ID,
    };
  }
  const order = parseChannelOverrides(e.MESSAGE_CHANNELS);
  if ('error' in order) fail(`MESSAGE_CHANNELS: ${order.error}`);
  const fails = e.MESSAGES_SIMULATOR_FAIL.split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  for (const channel of fails)
    if (!(CHANNELS as readonly string[]).includes(channel))
      fail(`MESSAGES_SIMULATOR_FAIL: unknown channel "${channel}" (alimtalk, sms, email)`);
  return {
    mail: { provider: e.MAIL_PROVIDER, smtpUrl: e.SMTP_URL ?? null, mailFrom: e.MAIL_FROM },
    talk: { provider: e.TALK_PROVIDER, solapi },
    channelOverrides: order.overrides,
    simulatorFails: fails as Channel[],
    optOut:
      e.MARKETING_OPT_OUT ?? `수신거부: ${publicUrl}/customer_v2/users/update (설정 > 광고성 정보 수신 끄기)`,
  };
}

function engineConfig(e: z.infer<typeof envSchema>): EngineConfig {
  if (e.CLOCK === 'demo' && e.APP_ENV !== 'development')
    fail('CLOCK: the demo clock moves time for everyone; only APP_ENV=development may use it');
  const [hour, minute] = e.BILLING_TIME.split(':').map(Number) as [number, number];
  const retryDays = e.BILLING_RETRY_DAYS.split(',').map(Number);
  if (retryDays.some((d, i) => d < 1 || (i > 0 && d <= retryDays[i - 1]!)))
    fail('BILLING_RETRY_DAYS: days must be 1 or more and increasing, like 1,3,5');
  return {
    clock: e.CLOCK,
    jobs: e.JOBS === 'on',
    billingTime: { hour, minute },
    retryDays,
    concurrency: e.BILLING_CONCURRENCY,
    termNoticeDays: e.TERM_NOTICE_DAYS,
  };
}

function fail(message: string): never {
  throw new ConfigError(`Invalid configuration:\n  ${message}`);
}

function accountsConfig(e: z.infer<typeof envSchema>) {
  // A simulator on live would let anyone "verify" as anyone or sign in as any linked social account.
  if (e.APP_ENV === 'live' && e.IDENTITY_PROVIDER === 'simulator')
    fail('IDENTITY_PROVIDER: the simulator cannot verify identities when APP_ENV is live');
  if (e.APP_ENV === 'live' && e.SOCIAL_PROVIDER === 'simulator')
    fail('SOCIAL_PROVIDER: the simulator cannot sign people in when APP_ENV is live');
  let portone: Config['identity']['portone'] = null;
  if (e.IDENTITY_PROVIDER === 'portone') {
    if (!e.PORTONE_API_SECRET || !e.PORTONE_STORE_ID || !e.PORTONE_IDENTITY_CHANNEL_KEY) {
      fail(
        'PORTONE_API_SECRET, PORTONE_STORE_ID and PORTONE_IDENTITY_CHANNEL_KEY: required when IDENTITY_PROVIDER is portone',
      );
    }
    portone = {
      apiSecret: e.PORTONE_API_SECRET,
      storeId: e.PORTONE_STORE_ID,
      channelKey: e.PORTONE_IDENTITY_CHANNEL_KEY,
      apiUrl: e.PORTONE_API_URL.replace(/\/$/, ''),
    };
  }
  const clients: Config['social']['clients'] = {};
  const pair = (id?: string, secret?: string) => (id ? { clientId: id, clientSecret: secret } : undefined);
  clients.kakao = pair(e.KAKAO_CLIENT_ID, e.KAKAO_CLIENT_SECRET);
  clients.naver = pair(e.NAVER_CLIENT_ID, e.NAVER_CLIENT_SECRET);
  clients.google = pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  clients.facebook = pair(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET);
  if (e.APPLE_CLIENT_ID && e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY) {
    clients.apple = {
      clientId: e.APPLE_CLIENT_ID,
      // The key may come through the environment with escaped newlines.
      apple: {
        teamId: e.APPLE_TEAM_ID,
        keyId: e.APPLE_KEY_ID,
        privateKey: e.APPLE_PRIVATE_KEY.replaceAll('\\n', '\n'),
      },
    };
  }
  return {
    identity: { provider: e.IDENTITY_PROVIDER, portone },
    social: { provider: e.SOCIAL_PROVIDER, clients },
    authLimits: {
      perAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      accountCeiling: e.LOGIN_MAX_FAILURES_ACCOUNT_CEILING,
      perIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
    },
  };
}

function filesConfig(e: z.infer<typeof envSchema>): Config['files'] {
  if (e.FILES_PROVIDER === 'local') return { provider: 'local' };
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)
    fail('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required when FILES_PROVIDER is s3');
  return {
    provider: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT ?? null,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    },
  };
}

function paymentWaits(e: z.infer<typeof envSchema>) {
  // The sweep must not settle a charge the provider may still be answering.
  if (e.ABANDONED_PAYMENT_MINUTES * 60_000 <= e.PAYMENTS_TIMEOUT_MS)
    fail('ABANDONED_PAYMENT_MINUTES: must be longer than PAYMENTS_TIMEOUT_MS');
  return { abandonedAfterMs: e.ABANDONED_PAYMENT_MINUTES * 60_000, orderHoldMinutes: e.ORDER_HOLD_MINUTES };
}

function paymentsConfig(e: z.infer<typeof envSchema>): Config['payments'] {
  if (e.PAYMENTS_PROVIDER === 'simulator') {
    if (e.APP_ENV === 'live')
      fail('PAYMENTS_PROVIDER: the simulator cannot take payments when APP_ENV is live');
    return {
      provider: 'simulator',
      portone: null,
      timeoutMs: e.PAYMENTS_TIMEOUT_MS,
      simulatorLatencyMs: e.SIM_PG_LATENCY_MS,
      ...paymentWaits(e),
    };
  }
  if (
    !e.PORTONE_API_SECRET ||
    !e.PORTONE_STORE_ID ||
    !e.PORTONE_BILLING_CHANNEL_KEY ||
    !e.PORTONE_WEBHOOK_SECRET
  ) {
    fail(
      'PORTONE_API_SECRET, PORTONE_STORE_ID, PORTONE_BILLING_CHANNEL_KEY and PORTONE_WEBHOOK_SECRET: required when PAYMENTS_PROVIDER is portone',
    );
  }
  return {
    provider: 'portone',
    portone: {
      apiSecret: e.PORTONE_API_SECRET,
      storeId: e.PORTONE_STORE_ID,
      channelKey: e.PORTONE_BILLING_CHANNEL_KEY,
      webhookSecret: e.PORTONE_WEBHOOK_SECRET,
      apiUrl: e.PORTONE_API_URL.replace(/\/$/, ''),
    },
    timeoutMs: e.PAYMENTS_TIMEOUT_MS,
    simulatorLatencyMs: 0,
    ...paymentWaits(e),
  };
}
