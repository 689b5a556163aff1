import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  WEB_DIST_DIR: z.string().min(1).default(path.resolve(serverRoot, '../web/dist')),
  ASSETS_DIR: z.string().min(1).default(path.resolve(serverRoot, 'assets')),
  SUPPORT_PHONE: z.string().min(1).default('1588-0000'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PUBLIC_URL: z.url().optional(),
});

// Only for development and tests: a live server refuses to start without its own JWT_SECRET.
const DEV_JWT_SECRET = 'development-only-secret-do-not-use-in-production';

export type Config = {
  port: number;
  host: string;
  appEnv: 'development' | 'staging' | 'live';
  logLevel: string;
  /** Folder of the embedded database; `null` keeps it in memory (tests). */
  dataDir: string | null;
  databaseUrl: string | undefined;
  seedDemoData: boolean;
  webDistDir: string;
  assetsDir: string;
  supportPhone: string;
  /** Signs access tokens (HS256); shared by every instance behind a load balancer. */
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** The shop's own address, for links in mail (password reset, …). */
  publicUrl: string;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once; nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.APP_ENV === 'live' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when APP_ENV is live');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    appEnv: e.APP_ENV,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemoData: e.SEED_DEMO_DATA === 'true',
    webDistDir: e.WEB_DIST_DIR,
    assetsDir: e.ASSETS_DIR,
    supportPhone: e.SUPPORT_PHONE,
    jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
  };
}
