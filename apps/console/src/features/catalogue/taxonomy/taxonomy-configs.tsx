import {
  type AdminCat,
  type AdminMaker,
  adminCatBodySchema,
  adminMakerBodySchema,
  adminTagBodySchema,
} from '@shop/domain/api/admin/catalogue';
import type { z } from 'zod';
import type { Column } from '../../../shared/ui/data-table';
import type { TaxonomyKind, TaxonomyRows } from '../api/taxonomy';

export type TaxonomyField = {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'checkbox' | 'number';
  max?: number;
  hint?: string;
};

export type TaxonomyConfig<K extends TaxonomyKind> = {
  kind: K;
  title: string;
  /** What one row is called: 분류, 제조사, 태그. */
  noun: string;
  columns: Column<TaxonomyRows[K]>[];
  fields: TaxonomyField[];
  body: z.ZodType;
  empty: string;
  /** Why hiding or not is said on the screen. */
  note: string;
};

const sortColumn: Column<{ sort: number }> = {
  key: 'sort',
  header: '순서',
  value: (r) => r.sort,
  align: 'end',
};
const titleColumn: Column<{ title: string }> = { key: 'title', header: '이름', value: (r) => r.title };
const visibleColumn: Column<{ visible: boolean }> = {
  key: 'visible',
  header: '노출',
  value: (r) => (r.visible ? '노출' : '숨김'),
  render: (r) =>
    r.visible ? (
      <span className="badge">노출</span>
    ) : (
      <span className="badge catalogue-badge--off">숨김</span>
    ),
};
const countColumn: Column<{ prods_count: number }> = {
  key: 'count',
  header: '상품 수',
  value: (r) => r.prods_count,
  align: 'end',
};
const sortField: TaxonomyField = {
  name: 'sort',
  label: '순서',
  kind: 'number',
  hint: '작은 수가 먼저 보입니다.',
};

export const catsConfig: TaxonomyConfig<'cats'> = {
  kind: 'cats',
  title: '분류',
  noun: '분류',
  columns: [
    sortColumn,
    titleColumn,
    { key: 'slug', header: '주소용 이름', value: (r: AdminCat) => r.slug },
    visibleColumn,
    countColumn,
  ],
  fields: [
    { name: 'title', label: '이름', kind: 'text', max: 30 },
    {
      name: 'slug',
      label: '주소용 이름',
      kind: 'text',
      max: 40,
      hint: '영문 소문자, 숫자, - (예: turntable)',
    },
    { name: 'visible', label: '쇼핑몰 메뉴에 노출', kind: 'checkbox' },
    sortField,
  ],
  body: adminCatBodySchema,
  empty: '분류가 없습니다.',
  note: '숨긴 분류는 쇼핑몰 메뉴에서 빠집니다. 그 분류의 상품은 그대로 노출되니, 함께 숨기려면 상품에서 바꿔 주세요.',
};

export const makersConfig: TaxonomyConfig<'makers'> = {
  kind: 'makers',
  title: '제조사',
  noun: '제조사',
  columns: [
    sortColumn,
    titleColumn,
    { key: 'en', header: '영문 이름', value: (r: AdminMaker) => r.title_en },
    countColumn,
  ],
  fields: [
    { name: 'title', label: '이름', kind: 'text', max: 50 },
    { name: 'title_en', label: '영문 이름', kind: 'text', max: 50 },
    { name: 'content', label: '소개', kind: 'textarea', max: 2000 },
    sortField,
  ],
  body: adminMakerBodySchema,
  empty: '제조사가 없습니다.',
  note: '제조사에는 숨김이 없습니다. 한 제조사의 상품을 내리려면 상품을 숨겨 주세요.',
};

export const tagsConfig: TaxonomyConfig<'tags'> = {
  kind: 'tags',
  title: '태그',
  noun: '태그',
  columns: [sortColumn, titleColumn, visibleColumn, countColumn],
  fields: [
    { name: 'title', label: '이름', kind: 'text', max: 30 },
    { name: 'visible', label: '쇼핑몰에 노출', kind: 'checkbox' },
    sortField,
  ],
  body: adminTagBodySchema,
  empty: '태그가 없습니다.',
  note: '숨긴 태그는 쇼핑몰의 태그 목록과 상품 페이지에서 빠집니다. 상품에 붙은 기록은 남습니다.',
};
