import type { Invoice } from '@shop/domain/api/invoices';
import { invoiceChargeLine, invoiceTitle, recordShortTitle } from '@shop/domain/billing/record-label';
import { formatDate, formatDateKo } from '@shop/domain/format/date';
import { formatWon } from '@shop/domain/format/money';
import { includedAddOnLine } from '@shop/domain/rental/included-add-on';
import { invoiceNumber } from '@shop/domain/rental/instalment';
import { orderNumber } from '@shop/domain/rental/order-number';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { COMPANY } from '../../db/seed/data/company';
import { pretendard } from '../../pdf/pretendard';
import { subsetFontkit } from '../../pdf/subset-fontkit';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const WIDTH = A4[0] - MARGIN * 2;
const INK = rgb(0.11, 0.11, 0.13);
const MUTED = rgb(0.42, 0.43, 0.47);
const LINE = rgb(0.86, 0.87, 0.89);
// The shop's colours (web tokens --color-brand #1f3b34, --color-surface-gray #f3f3f0).
const BRAND = rgb(0x1f / 255, 0x3b / 255, 0x34 / 255);
const TINT = rgb(0xf3 / 255, 0xf3 / 255, 0xf0 / 255);

/** The PDF's file name: 소리담_청구서_123_7회차.pdf (…_위약금.pdf, …_분실변상금.pdf) */
export function invoiceFileName(invoice: Pick<Invoice, 'subsc_id' | 'round' | 'kind'>): string {
  const what = recordShortTitle(invoice).replaceAll(' ', '');
  return `소리담_청구서_${invoice.subsc_id}_${what}.pdf`;
}

export function cardText(card: Invoice['card']): string {
  if (!card) return '등록된 카드 없음';
  return [card.card_title ? `${card.card_title}카드` : '', card.card_number ?? ''].filter(Boolean).join(' ');
}

const periodText = (invoice: Invoice) =>
  invoice.period_from && invoice.period_to
    ? `${formatDate(invoice.period_from)} ~ ${formatDate(invoice.period_to)}`
    : '-';

/** One round's invoice as an A4 PDF with the Korean font embedded (subset), written from the invoice. */
export async function invoicePdf(invoice: Invoice, supportPhone: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(subsetFontkit);
  const regular = await doc.embedFont(await pretendard('Regular'), { subset: true });
  const bold = await doc.embedFont(await pretendard('Bold'), { subset: true });
  doc.setTitle(`소리담 청구서 ${invoiceNumber(invoice.subsc_id, invoice.round)}`);
  doc.setAuthor(COMPANY.name);
  doc.setProducer('소리담');
  doc.setCreationDate(new Date(invoice.issued_at));
  const page = doc.addPage(A4);
  const draw = new Drawer(page, regular, bold);

  // Heading: the brand, the title and the invoice number.
  let y = A4[1] - MARGIN;
  page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: BRAND });
  draw.text(COMPANY.brand, MARGIN, y - 16, 16, { font: bold, color: BRAND });
  draw.right(`청구서 번호 ${invoiceNumber(invoice.subsc_id, invoice.round)}`, A4[0] - MARGIN, y - 12, 9, {
    color: MUTED,
  });
  draw.right(`발행일 ${formatDateKo(invoice.issued_at)}`, A4[0] - MARGIN, y - 25, 9, { color: MUTED });
  y -= 62;
  draw.text(invoiceTitle(invoice.kind), MARGIN, y, 22, { font: bold });
  y -= 18;
  draw.text(`${invoice.customer_name} 고객님, 소리담 렌탈을 이용해 주셔서 감사합니다.`, MARGIN, y, 10, {
    color: MUTED,
  });
  y -= 26;

  // The total, in a tinted box.
  page.drawRectangle({ x: MARGIN, y: y - 58, width: WIDTH, height: 58, color: TINT });
  draw.text('청구 금액', MARGIN + 16, y - 24, 10, { color: MUTED });
  draw.text(`${invoice.label} · ${invoice.state_title}`, MARGIN + 16, y - 42, 10, { font: bold });
  draw.right(formatWon(invoice.total), A4[0] - MARGIN - 16, y - 38, 22, { font: bold, color: BRAND });
  y -= 84;

  y = draw.section('청구 정보', y);
  const info: [string, string][] = [
    ['렌탈 상품', invoice.subsc_title],
    ['주문번호', orderNumber(invoice.subsc_id)],
    ['회차', invoice.label],
    ['이용 기간', periodText(invoice)],
    ['청구일', formatDate(invoice.due_at)],
    ['결제일', invoice.paid_at ? formatDate(invoice.paid_at) : '-'],
    ['상태', invoice.state_title],
  ];
  for (const [label, value] of info) y = draw.row(label, value, y);
  y -= 18;

  y = draw.section('청구 내역', y);
  y = draw.row(invoiceChargeLine(invoice.kind), formatWon(invoice.list_cost), y);
  for (const addOn of invoice.add_ons) {
    const line = includedAddOnLine(addOn);
    y = draw.row(`  ${line.label}`, line.amount, y);
  }
  y = draw.row('할인', invoice.discount > 0 ? `−${formatWon(invoice.discount)}` : formatWon(0), y);
  y = draw.row('연체 이자 (1%)', formatWon(invoice.interest), y);
  draw.rule(y + 4, INK);
  y -= 10;
  draw.text('합계', MARGIN, y, 12, { font: bold });
  draw.right(formatWon(invoice.total), A4[0] - MARGIN, y, 12, { font: bold });
  y -= 34;

  y = draw.section('결제 정보', y);
  y = draw.row('결제 카드', cardText(invoice.card), y);
  if (invoice.payment) {
    y = draw.row('결제 번호', String(invoice.payment.id), y);
    y = draw.row('승인 번호', invoice.payment.receipt_no ?? '-', y);
    y = draw.row('결제 상태', invoice.payment.state_title, y);
    y = draw.row('결제 금액', formatWon(invoice.payment.cost), y);
    if (invoice.payment.paid_for && invoice.payment.paid_for !== `${invoice.round}회차`)
      y = draw.row('함께 결제된 내역', invoice.payment.paid_for, y);
  } else {
    y = draw.row('결제 번호', '-', y);
  }

  // Footer: the shop's registration and how to reach it.
  const footer = [
    `${COMPANY.name} · 대표 ${COMPANY.ceo} · 사업자등록번호 ${COMPANY.businessNumber} · 통신판매업 ${COMPANY.mailOrderNumber}`,
    `${COMPANY.address} · 고객센터 ${supportPhone} · ${COMPANY.email}`,
    '이 청구서는 소리담 앱에서 발행되었으며, 카드 결제 내역은 카드사 명세서와 함께 확인하실 수 있습니다.',
  ];
  draw.rule(MARGIN + 46, LINE);
  footer.forEach((line, i) => {
    draw.text(line, MARGIN, MARGIN + 30 - i * 13, 8, { color: MUTED });
  });
  return doc.save();
}

class Drawer {
  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  text(value: string, x: number, y: number, size: number, o: { font?: PDFFont; color?: typeof INK } = {}) {
    this.page.drawText(value, { x, y, size, font: o.font ?? this.regular, color: o.color ?? INK });
  }

  right(value: string, x: number, y: number, size: number, o: { font?: PDFFont; color?: typeof INK } = {}) {
    const font = o.font ?? this.regular;
    this.text(value, x - font.widthOfTextAtSize(value, size), y, size, o);
  }

  /** A section title over a rule; returns the next line's y. */
  section(title: string, y: number): number {
    this.text(title, MARGIN, y, 12, { font: this.bold });
    this.rule(y - 8, INK);
    return y - 28;
  }

  /** A label on the left, its value on the right, a faint rule under them. */
  row(label: string, value: string, y: number): number {
    this.text(label, MARGIN, y, 10, { color: MUTED });
    this.right(value, A4[0] - MARGIN, y, 10);
    this.rule(y - 8, LINE, 0.5);
    return y - 24;
  }

  /** A rule across the page, margin to margin, at `y`. */
  rule(y: number, color: typeof INK, thickness = 1) {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, color, thickness });
  }
}
