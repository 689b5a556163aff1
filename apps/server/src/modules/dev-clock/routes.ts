import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DemoClock } from '../../clock/demo-clock';
import { advanceEngineTo } from '../../engine/advance-engine';
import { errorBodySchema } from '../../http/envelope';

const clockSchema = z.object({ now: z.string(), offset_days: z.number() });
const DAY = 86_400_000;

/**
 * The demo clock (CLOCK=demo, development only): read it, or move it forward by whole days while the
 * engine runs at every moment something falls due on the way, as it would have lived those days. Every
 * instance reads the moved clock from the database.
 */
export const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.engine.clock !== 'demo' || app.config.appEnv !== 'development') return;
  const clock = app.clock as DemoClock;
  const answer = () => ({
    data: { now: clock.now().toISOString(), offset_days: Math.round(clock.offsetMs() / DAY) },
  });

  app.get(
    '/dev/clock',
    { schema: { tags: ['development'], response: { 200: z.object({ data: clockSchema }) } } },
    async () => answer(),
  );

  app.post(
    '/dev/clock',
    {
      schema: {
        tags: ['development'],
        body: z.object({ days: z.number().int().min(1).max(400) }),
        response: { 200: z.object({ data: clockSchema.extend({ runs: z.number() }) }), 400: errorBodySchema },
      },
    },
    async (request) => {
      const target = new Date(clock.now().getTime() + request.body.days * DAY);
      const runs = await advanceEngineTo(
        app,
        async (at) => void (await clock.advance(at.getTime() - clock.now().getTime())),
        target,
      );
      return { data: { ...answer().data, runs } };
    },
  );
};
