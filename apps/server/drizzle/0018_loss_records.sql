-- A loss charge (분실 해지) has a record kind of its own, loss, where it was written as a penalty. The
-- penalty rows of a rental ended as lost (state 1060, CANCEL_LOSS) are its loss charge: a termination's
-- penalty ends its rental as CANCEL (1040), and a rental so ended is never marked lost. `kind` is plain text,
-- so the new kind needs no change of the table.
UPDATE "record_subscs" SET "kind" = 'loss'
  WHERE "kind" = 'penalty' AND "subsc_id" IN (SELECT "id" FROM "subscs" WHERE "state" = 1060);
