import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { isContractAvailable } from '@shop/domain/rental/detail-sections';
import { and, desc, eq } from 'drizzle-orm';
import type { FileStore } from '../../adapters/files/file-store';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { recordContracts, subscs, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { signPurposeToken, verifyPurposeToken } from '../../security/purpose-token';
import { subscViews } from '../rentals/subsc-view';
import { contractPdf } from './contract-pdf';

export const CONTRACT_NOT_FOUND = '계약서를 찾을 수 없습니다.';
/** A record whose contract is written from the rental's data when asked, instead of a stored file. */
export const GENERATED_CONTRACT = 'generated';
const LINK_TTL_SECONDS = 600;
export const CONTRACT_FILE_PATH = '/api/v2/customer/recordContracts/file';

type Mode = 'inline' | 'attachment';

const isSubscType = (value: string) => value === 'subscription' || value === String(MORPH_TYPE.SUBSC);

/**
 * showRead / showDownload: `{url}` for one of the caller's rentals at or above ENABLE that has a contract,
 * `{}` otherwise. The url carries a 10-minute signed token, so a browser tab or a download can open it
 * without the bearer header; the token names the record, the customer and how to answer.
 */
export async function contractLink(
  db: Db,
  secret: string,
  userId: number,
  query: { contractable_id: number; contractable_type: string },
  mode: Mode,
): Promise<{ url?: string }> {
  if (!isSubscType(query.contractable_type)) throw notFound(CONTRACT_NOT_FOUND);
  const [rental] = await db
    .select({ id: subscs.id, state: subscs.state, stateReq: subscs.stateReq })
    .from(subscs)
    .where(and(eq(subscs.id, query.contractable_id), eq(subscs.userId, userId)));
  if (!rental) throw notFound(CONTRACT_NOT_FOUND);
  if (!isContractAvailable({ state: rental.state, state_req: rental.stateReq })) return {};
  const [record] = await db
    .select({ id: recordContracts.id })
    .from(recordContracts)
    .where(morphPointsAt(recordContracts, 'contractable', MORPH_TYPE.SUBSC, rental.id))
    .orderBy(desc(recordContracts.id))
    .limit(1);
  if (!record) return {};
  const token = await signPurposeToken(
    'contract-file',
    { rc: record.id, u: userId, m: mode },
    secret,
    LINK_TTL_SECONDS,
  );
  return { url: `${CONTRACT_FILE_PATH}?token=${encodeURIComponent(token)}` };
}

export type ContractFile = { body: Buffer | NodeJS.ReadableStream; size: number; disposition: string };

/** Where stored contracts lived before the file store: DATA_DIR/uploads/contracts (read for old rows). */
export const legacyContractsRoot = (dataDir: string | null) =>
  path.join(dataDir ?? path.join(os.tmpdir(), 'soridam'), 'uploads', 'contracts');

/**
 * The file behind a signed link: generated from the rental, or the stored one (a private key of the file
 * store, or a path in the old contracts folder).
 */
export async function openContract(
  db: Db,
  secret: string,
  store: { files: FileStore; legacyRoot: string },
  token: string,
  now: Date,
): Promise<ContractFile> {
  const claims = await verifyPurposeToken('contract-file', token, secret);
  if (!claims || typeof claims.rc !== 'number' || typeof claims.u !== 'number')
    throw notFound(CONTRACT_NOT_FOUND);
  const [found] = await db
    .select({ record: recordContracts, rental: subscs })
    .from(recordContracts)
    .innerJoin(subscs, eq(subscs.id, recordContracts.contractableId))
    .where(
      and(
        eq(recordContracts.id, claims.rc),
        eq(recordContracts.contractableType, MORPH_TYPE.SUBSC),
        eq(subscs.userId, claims.u),
      ),
    );
  if (!found) throw notFound(CONTRACT_NOT_FOUND);
  const name = `렌탈계약서_${found.rental.id}.pdf`;
  const disposition = `${claims.m === 'attachment' ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(name)}`;
  if (found.record.path === GENERATED_CONTRACT) {
    const [view] = await subscViews(db, [found.rental], now);
    const [owner] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, found.rental.userId));
    const bytes = Buffer.from(await contractPdf(view!, owner?.name ?? ''));
    return { body: bytes, size: bytes.length, disposition };
  }
  if (found.record.path.startsWith('private/')) {
    const stored = await store.files.get(found.record.path);
    if (!stored) throw notFound(CONTRACT_NOT_FOUND);
    return { body: stored.body, size: stored.size, disposition };
  }
  const root = store.legacyRoot;
  const base = await realpath(root).catch(() => null);
  const file = base ? await realpath(path.join(root, found.record.path)).catch(() => null) : null;
  if (!base || !file?.startsWith(base + path.sep)) throw notFound(CONTRACT_NOT_FOUND);
  const { size } = await stat(file);
  return { body: createReadStream(file), size, disposition };
}
