import type { FastifyInstance } from 'fastify';

/** What the engine's steps use of the app: the database, the payment gateway, the clock and the settings. */
export type EngineDeps = Pick<FastifyInstance, 'db' | 'payments' | 'clock' | 'config' | 'log'>;
