import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cares } from '../../db/schema';
import { notFound } from '../../http/errors';
import { openCareAtt, uploadsRoot } from '../../modules/cares/care-uploads';
import { CARE_NOT_FOUND } from './care-queue';

/** A file the customer attached to a request, read for staff the way its owner reads it. */
export async function openCareAttForStaff(app: FastifyInstance, careId: number, attId: number) {
  const [care] = await app.db.select({ userId: cares.userId }).from(cares).where(eq(cares.id, careId));
  if (!care) throw notFound(CARE_NOT_FOUND);
  return openCareAtt(app.db, uploadsRoot(app.config.dataDir), care.userId, careId, attId);
}
