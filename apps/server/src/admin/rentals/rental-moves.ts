import { seoulDayStart } from '@shop/domain/billing/billing-schedule';
import { formatDate } from '@shop/domain/format/date';
import { seoulDate } from '@shop/domain/rental/pickup-date';
import { RENTAL_TRANSITIONS, type RentalTransitionName } from '@shop/domain/rental/rental-transitions';
import {
  assignedNote,
  type assignMoveSchema,
  type installMoveSchema,
  isOrderEndMove,
  type lostMoveSchema,
  RENTAL_MOVE_SCHEMAS,
  rentalMoveForm,
  type terminationMoveSchema,
} from '@shop/domain/staff/rental-move-input';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { JOB } from '../../engine/engine-jobs';
import { endOrderByStaff, type OrderEnd } from '../../engine/order-end';
import type { RentalRow } from '../../engine/rental-facts';
import {
  completeInstall,
  completeTermination,
  markLost,
  moveRentalSimply,
  type WithinTx,
} from '../../engine/rental-operations';
import { badRequest } from '../../http/errors';
import { parsedBody } from '../../http/parsed-body';
import { recordAudit } from '../audit/audit';
import type { SignedInStaff } from '../staff-auth/require-staff';

const auditedFields = (row: RentalRow) => ({
  state: row.state,
  state_req: row.stateReq,
  start_at: row.startAt?.toISOString() ?? null,
  stop_at: row.stopAt?.toISOString() ?? null,
  next_at: row.nextAt?.toISOString() ?? null,
  ...((row.options.cancel as { penalty?: number } | undefined)?.penalty !== undefined
    ? { penalty: (row.options.cancel as { penalty: number }).penalty }
    : {}),
});

/** The body of a move, checked with the move's own schema; a Korean 400 naming the fields otherwise. */
export function parseMoveBody(name: RentalTransitionName, body: unknown) {
  const form = rentalMoveForm(name);
  return { form, input: parsedBody(RENTAL_MOVE_SCHEMAS[form], body) };
}

/**
 * A day the staff typed (Seoul calendar): not in the future, not before `earliest` (the day named by
 * `earliestLabel`). Each refusal says which, with the earliest day allowed.
 */
function pastDay(
  value: string,
  now: Date,
  earliest: { at: Date | null; label: string },
  field: string,
  label: string,
): Date {
  const day = seoulDate(value);
  const refuse = (message: string) => badRequest(message, { [field]: [message] });
  if (!day) throw refuse(`${label}을 확인해 주세요.`);
  if (day.getTime() > seoulDayStart(now).getTime()) throw refuse(`${label}은 오늘보다 늦을 수 없습니다.`);
  if (earliest.at && day.getTime() < seoulDayStart(earliest.at).getTime()) {
    throw refuse(`${label}은 ${earliest.label}(${formatDate(earliest.at)})보다 앞설 수 없습니다.`);
  }
  return day;
}

/**
 * Staff make one move of a rental from the console: the engine's operation for it (install, termination,
 * loss, an order's end with its refund, or a plain step), with the audit row written in its transaction.
 */
export async function makeRentalMove(
  app: FastifyInstance,
  staff: SignedInStaff,
  subscId: number,
  name: RentalTransitionName,
  body: unknown,
  created: { createdAt: Date; startAt: Date | null },
): Promise<void> {
  const { form, input } = parseMoveBody(name, body);
  const now = app.clock.now();
  const audit =
    (extra: Record<string, unknown> = {}): WithinTx =>
    async (tx, before, after) =>
      recordAudit(tx, {
        staffId: staff.id,
        action: `rental.${name}`,
        targetType: 'rental',
        targetId: subscId,
        before: auditedFields(before),
        after: { ...auditedFields(after), ...input, ...extra },
      });

  if (form === 'install') {
    const body = input as z.infer<typeof installMoveSchema>;
    const installedAt = pastDay(
      body.installed_at,
      now,
      { at: created.createdAt, label: '주문일' },
      'installed_at',
      '설치일',
    );
    await completeInstall(
      app,
      subscId,
      { installedAt, installer: body.installer, serials: body.serials },
      audit(),
    );
    return;
  }
  if (form === 'termination') {
    const body = input as z.infer<typeof terminationMoveSchema>;
    const pickedUpAt = pastDay(
      body.picked_up_at,
      now,
      { at: created.startAt, label: '설치일' },
      'picked_up_at',
      '회수일',
    );
    const { penalty } = await completeTermination(
      app,
      subscId,
      { inspection: body.inspection, pickedUpAt, ...(body.note ? { note: body.note } : {}) },
      audit(),
    );
    // The engine's minutely tick would charge it too; asking now shows the customer the charge at once.
    if (penalty > 0) await chargeSoon(app, subscId);
    return;
  }
  if (form === 'lost') {
    const body = input as z.infer<typeof lostMoveSchema>;
    await markLost(app, subscId, { charge: body.charge, note: body.note }, audit());
    if (body.charge > 0) await chargeSoon(app, subscId);
    return;
  }
  if (form === 'assign') {
    const body = input as z.infer<typeof assignMoveSchema>;
    await moveRentalSimply(app, subscId, name, 'staff', assignedNote(body), audit());
    return;
  }
  const note = (input as { note?: string }).note;
  if (isOrderEndMove(name)) {
    await endOrderByStaff(app, subscId, name as OrderEnd, note ?? RENTAL_TRANSITIONS[name].label, audit());
    return;
  }
  await moveRentalSimply(app, subscId, name, 'staff', note || undefined, audit());
}

async function chargeSoon(app: FastifyInstance, subscId: number): Promise<void> {
  try {
    await app.jobs.send(JOB.penalty, { subscId }, { singletonKey: `penalty:${subscId}` });
  } catch (err) {
    // No queue in this process (JOBS=off): the next instance's tick charges it.
    app.log.debug({ err, subscId }, 'penalty left for the engine tick');
  }
}
