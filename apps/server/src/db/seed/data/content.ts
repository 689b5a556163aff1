import { josa } from 'es-hangul';
import { COMPANY } from './company';
import type { MakerSeed, PackageSeed, ProductSeed } from './types';

/**
 * The five HTML blocks of a product page (content.detail, spec, information, delivery, refund), written once
 * and filled from each product's data.
 */
type Subject = (ProductSeed | PackageSeed) & { partTitles?: string[] };

function esc(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

export function detailHtml(p: Subject, maker: MakerSeed): string {
  const parts = p.partTitles?.length
    ? `<h3>세트 구성</h3><ul>${p.partTitles.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>`
    : '';
  return [
    `<h2>${esc(p.summary)}</h2>`,
    `<p>${esc(maker.title)}(${maker.titleEn})의 ${esc(josa(p.title, '을/를'))} 소리담 렌탈로 부담 없이 만나 보세요. 설치 기사님이 직접 방문해 배치와 연결, 첫 재생까지 도와드립니다.</p>`,
    '<h3>이런 점이 좋아요</h3>',
    `<ul>${p.features.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>`,
    parts,
    // No price in the text: the page's price block shows the fees of the category it is opened in (an
    // exchange category's are not the rental's) and follows every change staff make, where a written figure
    // would not. Ownership at the end is the rental category's own description, not every product's.
    '<p>약정 기간은 상품 위에서 고르실 수 있고, 기간이 길수록 월 렌탈료가 낮아집니다.</p>',
  ].join('');
}

export function specHtml(p: Subject, maker: MakerSeed, extra: Record<string, string> = {}): string {
  const rows: [string, string][] = [
    ['모델명', p.model],
    ['제조사', `${maker.title} (${maker.country})`],
    ...Object.entries(extra),
  ];
  if ('spec' in p) rows.push(...Object.entries(p.spec));
  if ('inBox' in p) rows.push(['구성품', p.inBox.join(', ')]);
  return `<table class="spec"><tbody>${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</tbody></table>`;
}

export function informationHtml(p: Subject, maker: MakerSeed): string {
  const rows: [string, string][] = [
    ['품명 및 모델명', `${p.title} / ${p.model}`],
    ['KC 인증 정보', '해당 인증 보유 (제품 라벨 참조)'],
    ['정격 전압·소비 전력', '제품 사양 참조'],
    ['출시 연월', '2025년 이후'],
    ['제조자 (수입자)', `${maker.title}${maker.country === '대한민국' ? '' : ` (수입: ${COMPANY.name})`}`],
    ['제조국', maker.country],
    ['품질보증기준', '렌탈 기간 동안 무상 AS, 구매 시 1년 무상 보증'],
    ['A/S 책임자와 전화번호', `${COMPANY.brand} 고객센터 ${COMPANY.phone}`],
  ];
  return `<table class="info"><tbody>${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</tbody></table>`;
}

export function deliveryHtml(p: Subject): string {
  const install = 'parts' in p || /턴테이블|스피커|앰프/.test(p.title);
  return [
    '<h3>배송 및 설치</h3>',
    '<ul>',
    '<li>결제 후 원하시는 설치 날짜를 고르실 수 있습니다. 가장 빠른 날짜는 결제일로부터 3일 뒤이며, 주말은 선택할 수 없습니다.</li>',
    install
      ? '<li>전문 설치 기사님이 방문해 제품 배치, 케이블 연결, 음향 세팅과 사용법 안내까지 진행합니다.</li>'
      : '<li>택배로 배송되며, 받으신 뒤 동봉된 설명서에 따라 바로 사용하실 수 있습니다.</li>',
    '<li>특수 배송·설치비 50,000원은 소리담이 전액 부담합니다.</li>',
    '<li>설치 가능 지역: 서울 전 지역, 경기 고양·성남·하남 (순차 확대 예정)</li>',
    '</ul>',
    '<h3>교환</h3>',
    '<p>설치일로부터 7일 이내에 제품 하자가 확인되면 같은 제품으로 무상 교환해 드립니다.</p>',
  ].join('');
}

export function refundHtml(p: Subject): string {
  return [
    '<h3>AS</h3>',
    `<p>렌탈 기간 동안 자연 고장은 무상으로 수리해 드립니다. 마이페이지 &gt; AS 신청에서 증상을 남겨 주시면 담당자가 연락드립니다. (${esc(p.model)})</p>`,
    '<h3>환불</h3>',
    '<p>설치 전에는 마이페이지에서 언제든 주문을 취소할 수 있으며, 결제 금액 전액을 환불해 드립니다.</p>',
    '<h3>렌탈 해지</h3>',
    '<ul>',
    '<li>설치 후 7일 이내 해지: 위약금 없이 회수해 드립니다.</li>',
    '<li>그 이후 중도 해지: 월 렌탈료 × 남은 기간(일/30) × 15%의 위약금과 미납 금액이 청구됩니다.</li>',
    '<li>일반 렌탈은 약정 기간을 모두 채우면 제품이 고객님 소유가 됩니다. (교환 구독은 기간이 끝나면 회수합니다.)</li>',
    '</ul>',
  ].join('');
}
