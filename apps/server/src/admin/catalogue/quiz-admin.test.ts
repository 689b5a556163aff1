import type { AdminQuizQuestion, AdminQuizResult } from '@shop/domain/api/admin/catalogue';
import { SYMBOL_SLASH_MESSAGE } from '@shop/domain/quiz/symbol-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { staffLoginAs } from '../test-staff';
import { catalogueCalls } from './test-catalogue';

type Symbol = { title: string; content: string; favables_with_favable: { favable_id: number }[] };

describe('catalogue: the quiz’s results', () => {
  let t: TestApp;
  let c: ReturnType<typeof catalogueCalls>;
  beforeAll(async () => {
    t = await buildTestApp();
    c = catalogueCalls(t, await staffLoginAs(t, 'content'));
  }, 120_000);
  afterAll(() => t.close());

  const results = async () => (await c.admin('GET', '/quiz/results')).json().data as AdminQuizResult[];

  it('lists each result with its intro, body and recommended products, as the storefront has them', async () => {
    const list = await results();
    expect(list.length).toBeGreaterThan(1);
    const first = list[0]!;
    const shop = await c.customer<Symbol>(`favSymbols/${first.id}`);
    expect(first.title).toBe(shop.title);
    expect(`${first.intro}/${first.body}`).toBe(shop.content);
    expect(first.prods.map((p) => p.prod_id)).toEqual(shop.favables_with_favable.map((f) => f.favable_id));
  });

  it('rewrites a result’s texts and products: the quiz result screen shows them at once, audited', async () => {
    const [result] = await results();
    const res = await c.admin('PATCH', `/quiz/results/${result!.id}`, {
      title: '따뜻한 아날로그파',
      intro: '레코드의 온기를 좋아하는 당신',
      body: '턴테이블과 북셸프 스피커로 거실을 채워 보세요.',
    });
    expect(res.statusCode).toBe(200);
    const picked = [5, 3];
    expect((await c.admin('PUT', `/quiz/results/${result!.id}/prods`, { prod_ids: picked })).statusCode).toBe(
      200,
    );
    const shop = await c.customer<Symbol>(`favSymbols/${result!.id}`);
    expect(shop).toMatchObject({
      title: '따뜻한 아날로그파',
      content: '레코드의 온기를 좋아하는 당신/턴테이블과 북셸프 스피커로 거실을 채워 보세요.',
    });
    expect(shop.favables_with_favable.map((f) => f.favable_id)).toEqual(picked);
    const [texts] = await c.audits('quizResult.update', result!.id);
    expect(texts!.after).toMatchObject({ title: '따뜻한 아날로그파' });
    const [prodsAudit] = await c.audits('quizResult.prods', result!.id);
    expect(prodsAudit!.after).toEqual(picked);
  });

  it('refuses a slash in the texts, unknown or repeated products and an unknown result, changing nothing', async () => {
    const [result] = await results();
    const slash = await c.admin('PATCH', `/quiz/results/${result!.id}`, {
      title: 'A',
      intro: '하나/둘',
      body: '',
    });
    expect(slash.statusCode).toBe(400);
    expect(slash.json().errors.intro).toEqual([SYMBOL_SLASH_MESSAGE]);
    expect(
      (await c.admin('PUT', `/quiz/results/${result!.id}/prods`, { prod_ids: [999999] })).statusCode,
    ).toBe(400);
    expect((await c.admin('PUT', `/quiz/results/${result!.id}/prods`, { prod_ids: [5, 5] })).statusCode).toBe(
      400,
    );
    expect(
      (await c.admin('PATCH', '/quiz/results/999999', { title: 'A', intro: '소개', body: '' })).statusCode,
    ).toBe(404);
    expect((await results())[0]).toEqual(result);
  });

  it('rewrites a question’s text and scores: the quiz asks the new text and scores answers the new way', async () => {
    const questions = (await c.admin('GET', '/quiz/questions')).json().data as AdminQuizQuestion[];
    const results = (await c.admin('GET', '/quiz/results')).json().data as AdminQuizResult[];
    expect(questions.length).toBeGreaterThan(1);
    const [first, ...rest] = questions;
    const target = results.at(-1)!;
    // Every answer of the first question now counts 10 toward the last result.
    const body = {
      title: '집에서 음악을 주로 어디서 들으세요?',
      visible: true,
      answers: first!.answers.map((a) => ({
        id: a.id,
        title: a.title,
        scores: [{ fav_symbol_id: target.id, score: 10 }],
      })),
    };
    const res = await c.admin('PUT', `/quiz/questions/${first!.id}`, body);
    expect(res.statusCode).toBe(200);
    const asked = (await c.customer<{ id: number; title: string }[]>('favCats?per_page=-1')).find(
      (q) => q.id === first!.id,
    );
    expect(asked?.title).toBe(body.title);
    const items = [first!.answers[0]!.id, ...rest.map((q) => q.answers[0]!.id)];
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v2/customer/favSymbols/result',
      payload: { items },
    });
    expect(answer.json().data.id).toBe(target.id);
    const [audit] = await c.audits('quizQuestion.update', first!.id);
    expect(audit!.after).toMatchObject({ title: body.title });

    // Another question's answer, an unknown result and a score past 10 are refused.
    const foreign = { ...body, answers: [{ ...body.answers[0]!, id: rest[0]!.answers[0]!.id }] };
    expect((await c.admin('PUT', `/quiz/questions/${first!.id}`, foreign)).statusCode).toBe(400);
    const unknown = {
      ...body,
      answers: body.answers.map((a) => ({ ...a, scores: [{ fav_symbol_id: 99999, score: 1 }] })),
    };
    expect((await c.admin('PUT', `/quiz/questions/${first!.id}`, unknown)).statusCode).toBe(400);
    const big = {
      ...body,
      answers: body.answers.map((a) => ({ ...a, scores: [{ fav_symbol_id: target.id, score: 11 }] })),
    };
    expect((await c.admin('PUT', `/quiz/questions/${first!.id}`, big)).statusCode).toBe(400);
  });
});
