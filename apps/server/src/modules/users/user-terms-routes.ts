import { userTermsBodySchema } from '@shop/domain/api/users';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { errorBodySchema, item, itemEnvelope } from '../../http/envelope';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId } from '../../security/require-user';
import { assertOwnAccount } from './account-service';

const termSchema = z.object({
  reg_id: z.number().optional(),
  sn: z.string().optional(),
  type: z.number().optional(),
});

/** POST userTerms {user, term}: after login the app records its device term (reg_id, sn, type) on the user. */
export const userTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/userTerms',
    {
      preHandler: requireActiveUser,
      schema: {
        tags: ['users'],
        body: userTermsBodySchema,
        response: { 200: itemEnvelope(termSchema), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const { user, term } = request.body;
      assertOwnAccount(userId, typeof user === 'number' ? user : user.id);
      const [row] = await app.db.select({ options: users.options }).from(users).where(eq(users.id, userId));
      await app.db
        .update(users)
        .set({ options: { ...row!.options, term }, updatedAt: new Date() })
        .where(eq(users.id, userId));
      return item(term);
    },
  );
};
