import type { Subsc } from '@shop/domain/api/subscs-read';
import { formatDateKo } from '@shop/domain/format/date';
import { formatWon } from '@shop/domain/format/money';
import { OVERDUE_INTEREST_RATE } from '@shop/domain/rental/overdue-interest';
import { FREE_TERMINATION_DAYS, PENALTY_RATE_PERCENT } from '@shop/domain/rental/termination-penalty';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import { pretendard } from '../../pdf/pretendard';
import { subsetFontkit } from '../../pdf/subset-fontkit';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/** Breaks a line of Korean text to the page width, character by character where there are no spaces. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (font.widthOfTextAtSize(line + ch, size) > width && line) {
      lines.push(line);
      line = ch.trim() ? ch : '';
    } else line += ch;
  }
  if (line) lines.push(line);
  return lines;
}

/** The rental contract of one rental as an A4 PDF, written from its own data at the time of asking. */
export async function contractPdf(subsc: Subsc, customer: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(subsetFontkit);
  const font = await doc.embedFont(await pretendard('Regular'), { subset: true });
  doc.setTitle(`렌탈 계약서 ${subsc.order_number}`);
  doc.setProducer('소리담');
  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const write = (text: string, size = 10.5, gap = 6) => {
    for (const line of wrap(text, font, size, A4[0] - MARGIN * 2)) {
      if (y < MARGIN + size) {
        page = doc.addPage(A4);
        y = A4[1] - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + gap;
    }
  };

  write('렌탈 계약서', 20, 16);
  write(`주문번호 ${subsc.order_number}    계약일 ${formatDateKo(subsc.created_at)}`, 10, 14);
  write(`고객 ${customer}`);
  const products = subsc.prod_orderers.flatMap((p) => [p, ...p.children]);
  const unitOf = (p: (typeof products)[number]) => (p.prodStock ? ` / S/N ${p.prodStock.sn}` : '');
  const isAddOn = (p: (typeof products)[number]) => subsc.add_ons.some((a) => a.prod_id === p.prod.id);
  for (const p of products.filter((one) => !isAddOn(one))) {
    const colour = p.prod_orderer_prod_opts.map((o) => o.prod_opt.title).join(', ');
    write(`상품 ${p.prod.title}${colour ? ` (${colour})` : ''}${unitOf(p)}`);
  }
  // The paid add-ons, each with the fee it adds to the monthly fee (a cable has no unit of its own).
  for (const addOn of subsc.add_ons) {
    const unit = products.find((p) => p.prod.id === addOn.prod_id);
    write(
      `추가 상품 ${addOn.title} (월 ${formatWon(addOn.cost)}, 월 렌탈료에 포함)${unit ? unitOf(unit) : ''}`,
    );
  }
  write(`약정 기간 ${subsc.duration}개월`);
  write(`렌탈 기간 ${formatDateKo(subsc.start_at)} ~ ${formatDateKo(subsc.stop_at)}`);
  write(`월 렌탈료 ${formatWon(subsc.costSubscBill)}`);
  write(`약정 총액 ${formatWon(subsc.costSubscBill * subsc.duration)}`);
  const card = subsc.payment_orderer_avail?.payment.pays;
  if (card) write(`결제 카드 ${card.cardTitle} ${card.cardNumber}`.trim());
  y -= 10;
  write('약관 요지', 13, 10);
  write(`1. 렌탈료는 매월 등록된 카드로 자동 결제되며, 첫 결제가 1회차입니다.`);
  write(
    `2. 설치일로부터 ${FREE_TERMINATION_DAYS}일 이내의 회수는 위약금이 없습니다. 그 이후의 중도 해지 위약금은 월 렌탈료 × (전체 일수 − 회수일까지의 일수) ÷ 30 × ${PENALTY_RATE_PERCENT}%에 미납액을 더한 금액입니다.`,
  );
  write(`3. 미납 시 미납액의 ${OVERDUE_INTEREST_RATE * 100}%가 연체 이자로 부과될 수 있습니다.`);
  write('4. 3개월 이상 미납 시 채권추심 기관으로 이관될 수 있습니다.');
  write('5. 상품의 소유권은 약정 기간 동안 회사에 있으며, 고객은 선량한 관리자의 주의로 상품을 사용합니다.');
  y -= 10;
  write('위 내용에 동의하여 계약을 체결합니다.', 10.5, 20);
  write(`고객 ${customer}            회사 소리담`);
  return doc.save();
}
