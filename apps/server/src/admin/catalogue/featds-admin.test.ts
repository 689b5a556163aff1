import type { AdminFeatd } from '@shop/domain/api/admin/catalogue';
import type { Featd } from '@shop/domain/api/featured';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { staffLoginAs } from '../test-staff';
import { catalogueCalls } from './test-catalogue';

describe('catalogue: featured groups', () => {
  let t: TestApp;
  let c: ReturnType<typeof catalogueCalls>;

  beforeAll(async () => {
    t = await buildTestApp();
    c = catalogueCalls(t, await staffLoginAs(t, 'content'));
  }, 120_000);
  afterAll(() => t.close());

  const shop = () => c.customer<Featd[]>('featds?per_page=-1');

  it('lists the groups with their products as the home screen shows them', async () => {
    const groups = (await c.admin('GET', '/featds')).json().data as AdminFeatd[];
    const home = await shop();
    expect(groups.filter((g) => g.visible).map((g) => g.id)).toEqual(home.map((g) => g.id));
    expect(groups[0]!.prods.map((p) => p.prod_id)).toEqual(
      home[0]!.featdables_with_featdable.map((e) => e.featdable_id),
    );
  });

  it('creates a group, fills it with products in order, hides it; the home screen follows at once', async () => {
    const created = await c.admin('POST', '/featds', {
      title: '이달의 턴테이블',
      content: '봄맞이 추천',
      visible: true,
      sort: 0,
    });
    expect(created.statusCode).toBe(200);
    const group = created.json().data as AdminFeatd;
    const filled = await c.admin('PUT', `/featds/${group.id}/prods`, { prod_ids: [5, 1, 3] });
    expect((filled.json().data as AdminFeatd).prods.map((p) => p.prod_id)).toEqual([5, 1, 3]);
    const shown = (await shop()).find((g) => g.id === group.id)!;
    expect(shown.featdables_with_featdable.map((e) => e.featdable_id)).toEqual([5, 1, 3]);
    expect((await c.audits('featd.prods', group.id))[0]!.after).toEqual([5, 1, 3]);

    await c.admin('PATCH', `/featds/${group.id}`, {
      title: '이달의 턴테이블',
      content: '',
      visible: false,
      sort: 0,
    });
    expect((await shop()).map((g) => g.id)).not.toContain(group.id);
    expect((await c.audits('featd.update', group.id))[0]).toMatchObject({
      before: { visible: true },
      after: { visible: false },
    });
  });

  it('refuses unknown or repeated products and a nameless group', async () => {
    const [first] = (await c.admin('GET', '/featds')).json().data as AdminFeatd[];
    expect((await c.admin('PUT', `/featds/${first!.id}/prods`, { prod_ids: [1, 1] })).statusCode).toBe(400);
    const unknown = await c.admin('PUT', `/featds/${first!.id}/prods`, { prod_ids: [1, 99999] });
    expect(unknown.json().message).toBe('없는 상품이 들어 있습니다.');
    expect(
      (await c.admin('POST', '/featds', { title: ' ', visible: true, sort: 0 })).json().errors.title,
    ).toEqual(['묶음 이름을 입력해 주세요.']);
    expect((await c.admin('PUT', '/featds/99999/prods', { prod_ids: [] })).statusCode).toBe(404);
  });
});
