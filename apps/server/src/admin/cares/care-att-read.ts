import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cares } from '../../db/schema';
import { notFound } from '../../http/errors';
import { legacyUploadsRoot, openCareAtt } from '../../modules/cares/care-uploads';
import { CARE_NOT_FOUND } from './care-queue';

/** A file the customer attached to a request, read for staff the way its owner reads it. */
export async function openCareAttForStaff(app: FastifyInstance, careId: number, attId: number) {
  const [care] = await app.db.select({ userId: cares.userId }).from(cares).where(eq(cares.id, careId));
  if (!care) throw notFound(CARE_NOT_FOUND);
  const store = { files: app.files, legacyRoot: legacyUploadsRoot(app.config.dataDir) };
  return openCareAtt(app.db, store, care.userId, careId, attId);
}
