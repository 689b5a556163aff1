import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database', () => {
  it('keeps what was written after it is closed and opened again', async () => {
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table keepsake (note text)`);
    await first.db.execute(sql`insert into keepsake values ('다시 만나요')`);
    await first.close();

    const second = await openDatabase({ dataDir });
    const rows = (await second.db.execute(sql`select note from keepsake`)) as unknown as {
      rows: { note: string }[];
    };
    await second.close();
    expect(rows.rows).toEqual([{ note: '다시 만나요' }]);
  });
});
