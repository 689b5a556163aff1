import {
  type AdminProd,
  type AdminProdUpdate,
  adminProdUpdateSchema,
  PROD_CONTENT_FIELDS,
} from '@shop/domain/api/admin/catalogue';

/** The basics form as the inputs hold it: selects hold strings, '' meaning none. */
export type ProdFormValues = {
  title: string;
  code: string;
  state: string;
  state_provide: string;
  prod_cat_id: string;
  corp_maker_id: string;
  cost: string;
  /** Checkbox values (strings); a lone checkbox gives a boolean, which the body reading handles. */
  tag_ids: string[] | boolean;
  content: Record<(typeof PROD_CONTENT_FIELDS)[number], string>;
};

export const CONTENT_LABELS: Record<(typeof PROD_CONTENT_FIELDS)[number], string> = {
  detail: '상세 설명',
  spec: '상품 사양',
  information: '상품 정보 고시',
  delivery: '배송 및 설치',
  refund: 'AS·환불·렌탈 해지',
};

export const FIELD_LABELS: Record<keyof AdminProdUpdate, string> = {
  title: '상품명',
  code: '모델 코드',
  state: '노출',
  state_provide: '판매 상태',
  prod_cat_id: '분류',
  corp_maker_id: '제조사',
  cost: '매입가',
  tag_ids: '태그',
  content: '설명',
};

export function formValuesOf(prod: AdminProd): ProdFormValues {
  return {
    title: prod.title,
    code: prod.code,
    state: String(prod.state),
    state_provide: String(prod.state_provide),
    prod_cat_id: prod.prod_cat_id ? String(prod.prod_cat_id) : '',
    corp_maker_id: prod.corp_maker_id ? String(prod.corp_maker_id) : '',
    cost: String(prod.cost),
    tag_ids: prod.tag_ids.map(String),
    content: Object.fromEntries(
      PROD_CONTENT_FIELDS.map((f) => [f, prod.content[f] ?? '']),
    ) as ProdFormValues['content'],
  };
}

const idOrNull = (value: string) => (value ? Number(value) : null);

/** The form as the server's body: every field, as numbers and nulls. */
function bodyOf(values: ProdFormValues) {
  return {
    title: values.title,
    code: values.code,
    state: Number(values.state),
    state_provide: Number(values.state_provide),
    prod_cat_id: idOrNull(values.prod_cat_id),
    corp_maker_id: idOrNull(values.corp_maker_id),
    cost: values.cost.trim() === '' ? Number.NaN : Number(values.cost),
    tag_ids: (Array.isArray(values.tag_ids) ? values.tag_ids : []).map(Number).sort((a, b) => a - b),
    content: values.content,
  };
}

export type ProdFormCheck =
  | { ok: true; changes: AdminProdUpdate }
  | { ok: false; errors: { field: string; message: string }[] };

/**
 * Checks the form with the server's own schema and keeps only what changed from `prod`: the write (and its
 * audit row) carries the changes, nothing else.
 */
export function checkProdForm(prod: AdminProd, values: ProdFormValues): ProdFormCheck {
  const parsed = adminProdUpdateSchema.safeParse(bodyOf(values));
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({
        field: issue.path.join('.') || 'title',
        message: issue.message,
      })),
    };
  }
  const before = bodyOf(formValuesOf(prod));
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed.data)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before])) changes[key] = value;
  }
  return { ok: true, changes: changes as AdminProdUpdate };
}
