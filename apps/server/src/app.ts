import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import { applyKoreanZodMessages } from '@shop/domain/validation/korean-zod-messages';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Adapters, createAdapters } from './adapters/create-adapters';
import type { FileStore } from './adapters/files/file-store';
import type { IdentityVerifier } from './adapters/identity/identity-verifier';
import type { ChannelSenders } from './adapters/messages/create-channel-senders';
import type { PaymentGateway } from './adapters/payments/payment-gateway';
import { paymentsSimulatorRoutes } from './adapters/payments/simulator-page';
import type { PostcodeProvider } from './adapters/postcode/postcode-provider';
import type { SocialProviders } from './adapters/social/create-social-providers';
import { ADMIN_API_PREFIX, registerAdminApi } from './admin/admin-api';
import { createCatalogCache } from './catalog-cache/catalog-cache';
import { type Clock, systemClock } from './clock/clock';
import { createDemoClock } from './clock/demo-clock';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { engineJobs } from './engine/engine-jobs';
import { housekeepingJobs } from './housekeeping/housekeeping-jobs';
import { registerAdmission } from './http/admission';
import { refuseControlCharacters } from './http/control-characters';
import { answerFrameworkError, registerErrorHandling } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { COMPRESS_FROM_BYTES, registerSmallAnswerCompression } from './http/small-answer-compression';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { assocsRoutes } from './modules/assocs/routes';
import { billingRoutes } from './modules/billing/routes';
import { caresRoutes } from './modules/cares/routes';
import { cartsRoutes } from './modules/carts/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { devClockRoutes } from './modules/dev-clock/routes';
import { docConfirmablesRoutes } from './modules/doc-confirmables/routes';
import { docsRoutes } from './modules/docs/routes';
import { featuredRoutes } from './modules/featured/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { filesRoutes } from './modules/files/routes';
import { forumsRoutes } from './modules/forums/routes';
import { invoicesRoutes } from './modules/invoices/routes';
import { registerMedia } from './modules/media/routes';
import { noticeMsgsRoutes } from './modules/notice-msgs/routes';
import { paymentOrderersRoutes } from './modules/payment-orderers/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { postcodeRoutes } from './modules/postcode/routes';
import { purOrdersRoutes } from './modules/pur-orders/routes';
import { quizRoutes } from './modules/quiz/routes';
import { recordContractsRoutes } from './modules/record-contracts/routes';
import { recordUnpaidsRoutes } from './modules/record-unpaids/routes';
import { subscsCreateRoutes } from './modules/rentals/create-routes';
import { subscsRoutes } from './modules/rentals/routes';
import { shipsRoutes } from './modules/ships/routes';
import { socialUsersRoutes } from './modules/social-users/routes';
import { spotsRoutes } from './modules/spots/routes';
import { systemRoutes } from './modules/system/routes';
import { usersRoutes } from './modules/users/routes';
import { notificationJobs } from './notifications/notification-jobs';
import { logContextMixin, registerLogContext } from './observability/log-context';
import { registerObservability } from './observability/routes';
import { registerDeferredAccountGuard } from './security/deferred-account-check';
import { registerConsoleFiles } from './spa/console-files';
import { registerCrawlerFiles } from './spa/crawlers';
import { registerStaticFiles } from './spa/static-files';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    /** "Now" for every date rule; tests and the demo move it. */
    clock: Clock;
    /** Card billing keys, charges and refunds (PortOne or the built-in test PG). */
    payments: PaymentGateway;
    /** 본인인증: PortOne's identity verification or the simulator page. */
    identity: IdentityVerifier;
    /** Social sign-in: the configured OAuth providers or their simulated consent pages. */
    social: SocialProviders;
    /** The address search: Kakao's widget in the browser or the bundled sample addresses. */
    postcode: PostcodeProvider;
    /** The engine's job queue (pg-boss on the same database). */
    jobs: JobQueue;
    /** Uploaded files: a local folder or an S3-compatible bucket. */
    files: FileStore;
    /** The messaging provider of each channel (알림톡, SMS, e-mail), or the simulator. */
    messages: ChannelSenders;
    /** Whether this app has a job queue, and runs it (see JobsMode). */
    jobsMode: JobsMode;
  }
}

export const API_PREFIX = '/api/v2/customer';

/**
 * `work`: this instance runs the engine's jobs and schedules; `manual`: the queue exists but jobs run
 * only when a caller drains it (tests, the simulation); `off`: no queue at all (most tests).
 */
export type JobsMode = 'work' | 'manual' | 'off';

export type AppDeps = {
  database: Database;
  /** Defaults to the system clock, or the demo clock with CLOCK=demo. */
  clock?: Clock;
  /** Defaults to `work` when JOBS=on, else `off`. */
  jobs?: JobsMode;
  /** Outside systems to use instead of the configured ones (a test's fake, the simulation's test PG). */
  adapters?: Partial<Adapters>;
};

/** Builds the whole server as one Fastify instance; tests drive it with `app.inject`, main.ts listens. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  // A field error the server sends back is read by the customer: zod's defaults in Korean too.
  applyKoreanZodMessages();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            mixin: logContextMixin,
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.password_new'],
          },
    // A client's own X-Forwarded-For would otherwise pick its address (and escape the per-address limits).
    // Fastify takes a hop count too (its types leave the number out).
    trustProxy: config.trustProxy as boolean | string[],
    // Every log line of a request carries its id: the caller's X-Request-Id (a proxy's) or a new UUID.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    frameworkErrors: answerFrameworkError,
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('catalogCache', createCatalogCache(deps.database));
  const adapters = createAdapters(config, deps.database.db, deps.adapters);
  app.decorate('payments', adapters.payments);
  app.decorate('identity', adapters.identity);
  app.decorate('social', adapters.social);
  app.decorate('postcode', adapters.postcode);
  app.decorate('messages', adapters.messages);
  app.decorate('files', adapters.files);
  app.decorateRequest('userId', null);
  await decorateEngine(app, config, deps);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '소리담 고객 API',
        version: '2.0.0',
        description: 'Customer API of the audio rental shop.',
      },
      servers: [{ url: '/' }],
    },
    // The staff API has its own document (/api/v2/admin/openapi.json); the customer's leaves it out.
    transform: (route) =>
      route.url.startsWith(ADMIN_API_PREFIX)
        ? { schema: { hide: true }, url: route.url }
        : jsonSchemaTransform(route),
  });
  // gzip only: brotli on the fly costs more CPU than it saves on these small JSON answers.
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['gzip', 'deflate'],
  });
  registerErrorHandling(app);
  registerLogContext(app);
  registerAdmission(app, config.admission);
  registerSecurityHeaders(app);
  registerDeferredAccountGuard(app);
  registerSmallAnswerCompression(app);
  refuseControlCharacters(app);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(catalogRoutes);
      await api.register(assocsRoutes);
      await api.register(featuredRoutes);
      await api.register(quizRoutes);
      await api.register(forumsRoutes);
      await api.register(docsRoutes);
      await api.register(filesRoutes);
      await api.register(feedbackRoutes);
      await api.register(usersRoutes);
      await api.register(socialUsersRoutes);
      await api.register(docConfirmablesRoutes);
      await api.register(noticeMsgsRoutes);
      await api.register(cartsRoutes);
      await api.register(spotsRoutes);
      await api.register(postcodeRoutes);
      await api.register(purOrdersRoutes);
      await api.register(paymentsRoutes);
      await api.register(subscsCreateRoutes);
      await api.register(shipsRoutes);
      await api.register(paymentOrderersRoutes);
      await api.register(paymentsSimulatorRoutes);
      await api.register(subscsRoutes);
      await api.register(caresRoutes);
      await api.register(recordContractsRoutes);
      await api.register(recordUnpaidsRoutes);
      await api.register(billingRoutes);
      await api.register(invoicesRoutes);
      await api.register(devClockRoutes);
    },
    { prefix: API_PREFIX },
  );
  await registerObservability(app);
  await registerAdminApi(app);
  await registerMedia(app);
  registerCrawlerFiles(app, config, deps.database.db);
  await registerStaticFiles(app, config, deps.database.db);
  await registerConsoleFiles(app, config);
  return app;
}

/** The clock and the job queue, each made once per app and shared by every module. */
async function decorateEngine(app: FastifyInstance, config: Config, deps: AppDeps): Promise<void> {
  let clock = deps.clock ?? systemClock;
  let refresh: () => Promise<void> = async () => undefined;
  if (!deps.clock && config.engine.clock === 'demo') {
    const demo = await createDemoClock(deps.database.db);
    // Another instance may have moved it.
    refresh = () => demo.refresh();
    app.addHook('onRequest', refresh);
    clock = demo;
  }
  app.decorate('clock', clock);
  const jobs = createJobQueue(
    deps.database,
    [...engineJobs(app), ...notificationJobs(app), ...housekeepingJobs(app)],
    app.log,
    refresh,
  );
  app.decorate('jobs', jobs);
  const mode = deps.jobs ?? (config.engine.jobs ? 'work' : 'off');
  app.decorate('jobsMode', mode);
  if (mode === 'off') return;
  app.addHook('onReady', async () => jobs.start({ work: mode === 'work' }));
  app.addHook('onClose', async () => jobs.stop());
}
