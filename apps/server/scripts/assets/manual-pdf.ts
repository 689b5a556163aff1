/**
 * A product manual as a 3-page A4 PDF in Korean, built with pdf-lib and a Pretendard subset. The wording is
 * chosen per product family and filled in from the product's own data (box contents, specs, model).
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { COMPANY } from '../../src/db/seed/data/company';
import type { DrawKind, MakerSeed, ProductSeed } from '../../src/db/seed/data/types';
import { subsetFontkit } from '../../src/pdf/subset-fontkit';

type Family = 'turntable' | 'speaker' | 'portable' | 'headphone' | 'earbuds' | 'amplifier' | 'accessory';

const FAMILY: Record<DrawKind, Family> = {
  turntable: 'turntable',
  bookshelf: 'speaker',
  tower: 'speaker',
  subwoofer: 'speaker',
  wireless: 'speaker',
  portable: 'portable',
  headphone: 'headphone',
  earbuds: 'earbuds',
  amplifier: 'amplifier',
  phono: 'amplifier',
  cable: 'accessory',
  stand: 'accessory',
  hpstand: 'accessory',
  cartridge: 'accessory',
  brush: 'accessory',
};

const INSTALL: Record<Family, string[]> = {
  turntable: [
    '수평이 맞고 진동이 적은 단단한 가구 위에 제품을 놓습니다. 스피커 바로 위나 옆은 피해 주세요.',
    '플래터를 스핀들에 끼운 뒤, 플래터 아래의 풀리에 벨트를 걸어 줍니다 (벨트 드라이브 모델).',
    '톤암 뒤쪽의 카운터웨이트를 돌려 톤암이 수평으로 뜨게 맞춘 다음, 눈금을 0에 두고 권장 침압만큼 돌립니다.',
    '안티스케이팅 다이얼을 침압과 같은 값으로 맞춥니다.',
    'RCA 케이블로 앰프나 액티브 스피커의 입력에 연결합니다. 포노 프리앰프 스위치는 연결 기기에 포노 입력이 없을 때만 켭니다.',
    '전원 어댑터를 연결하고 전원을 켭니다.',
  ],
  speaker: [
    '스피커를 벽에서 20cm 이상 띄우고, 듣는 자리와 정삼각형을 이루도록 배치합니다.',
    '트위터가 귀 높이에 오도록 스탠드나 가구의 높이를 맞춥니다.',
    '두 스피커를 연결 케이블로 잇고 전원 케이블을 연결합니다 (무선 모델은 전원만 연결).',
    '전원을 켠 뒤 전용 앱에서 와이파이를 설정하거나, 휴대폰 블루투스 목록에서 제품을 선택합니다.',
    '턴테이블은 후면 포노/라인 입력에 연결하고, 입력 선택 버튼으로 전환합니다.',
  ],
  portable: [
    '처음 사용하기 전에 동봉된 USB-C 케이블로 완전히 충전합니다 (약 3시간).',
    '전원 버튼을 2초간 누르면 전원이 켜지고 블루투스 연결 대기 상태가 됩니다.',
    '휴대폰의 블루투스 목록에서 제품 이름을 선택합니다.',
    '두 대를 함께 쓰려면 두 제품의 연결 버튼을 동시에 3초간 누릅니다.',
  ],
  headphone: [
    '처음 사용하기 전에 USB-C 케이블로 완전히 충전합니다.',
    '전원 버튼을 3초간 누르면 페어링 모드로 들어가며 표시등이 파란색으로 깜박입니다.',
    '휴대폰이나 노트북의 블루투스 목록에서 제품을 선택합니다. 유선 모델은 케이블을 기기에 연결합니다.',
    '헤드밴드 길이를 귀 중앙에 이어컵이 오도록 조절합니다.',
  ],
  earbuds: [
    '이어폰을 충전 케이스에 넣고 케이스를 완전히 충전합니다.',
    '케이스 뚜껑을 연 채 뒷면 버튼을 3초간 누르면 페어링 모드가 됩니다.',
    '휴대폰의 블루투스 목록에서 제품을 선택합니다.',
    '귀에 맞는 크기의 이어팁으로 교체해 소리가 새지 않게 착용합니다.',
  ],
  amplifier: [
    '통풍이 잘되는 곳에 두고, 제품 위에 다른 기기를 올려 두지 마세요.',
    '전원을 끈 상태에서 스피커 케이블의 +/− 극성을 맞춰 스피커 단자에 연결합니다.',
    '턴테이블은 PHONO 단자에, 그 밖의 기기는 LINE 단자에 연결합니다. 턴테이블 접지선은 GND 단자에 연결합니다.',
    '볼륨을 최소로 내린 뒤 전원을 켭니다.',
  ],
  accessory: [
    '포장을 풀고 구성품이 모두 있는지 확인합니다.',
    '연결하거나 장착할 기기의 전원을 먼저 끕니다.',
    '제품을 해당 위치에 장착하거나 연결한 뒤, 흔들림이나 헐거움이 없는지 확인합니다.',
    '기기의 전원을 켜고 정상적으로 동작하는지 확인합니다.',
  ],
};

const USE: Record<Family, string[]> = {
  turntable: [
    '레코드를 플래터에 올리고 회전 속도(33⅓ 또는 45rpm)를 선택합니다.',
    '큐잉 레버를 올린 상태에서 톤암을 레코드의 첫 홈 위로 옮긴 뒤 레버를 천천히 내립니다.',
    '재생이 끝나면 큐잉 레버로 바늘을 들어 톤암 받침에 되돌려 놓습니다. 오토 리턴 모델은 자동으로 돌아갑니다.',
    '사용하지 않을 때는 스타일러스 보호 캡을 씌우고 더스트 커버를 덮어 주세요.',
  ],
  speaker: [
    '리모컨이나 상단 터치 버튼으로 음량과 입력을 조절합니다.',
    '전용 앱에서 EQ와 룸 보정, 멀티룸 그룹을 설정할 수 있습니다.',
    '20분 동안 신호가 없으면 대기 모드로 전환되고, 신호가 들어오면 자동으로 켜집니다.',
  ],
  portable: [
    '+/− 버튼으로 음량을 조절하고, 재생 버튼을 한 번 누르면 재생/일시정지, 두 번 누르면 다음 곡입니다.',
    '배터리가 20% 이하가 되면 표시등이 빨간색으로 바뀝니다.',
    '물에 젖은 뒤에는 충전 단자를 완전히 말린 다음 충전하세요.',
  ],
  headphone: [
    '오른쪽 이어컵을 한 번 두드리면 재생/일시정지, 앞뒤로 쓸면 곡 넘김, 위아래로 쓸면 음량 조절입니다.',
    'ANC 버튼을 누를 때마다 노이즈캔슬링 → 주변음 → 끔 순서로 바뀝니다.',
    '헤드폰을 벗으면 재생이 자동으로 멈춥니다 (앱에서 끌 수 있음).',
  ],
  earbuds: [
    '이어폰을 한 번 누르면 재생/일시정지, 두 번은 다음 곡, 길게 누르면 노이즈캔슬링 모드 전환입니다.',
    '케이스에 넣으면 자동으로 연결이 끊기고 충전됩니다.',
    '앱에서 이어팁 착용 테스트와 EQ를 설정할 수 있습니다.',
  ],
  amplifier: [
    'INPUT 노브로 입력을 고르고 VOLUME 노브로 음량을 조절합니다.',
    'VU 미터는 출력 레벨을 보여 줍니다. 바늘이 붉은 영역에 오래 머물지 않도록 음량을 조절하세요.',
    '헤드폰을 연결하면 스피커 출력이 자동으로 꺼집니다.',
    '전원을 끌 때는 볼륨을 줄인 뒤 앰프 → 소스 기기 순서로 끕니다.',
  ],
  accessory: [
    '케이블은 급하게 꺾거나 무거운 물건 아래에 두지 마세요.',
    '카트리지와 브러시는 먼지가 쌓이지 않게 보관 케이스나 커버와 함께 보관합니다.',
    '스탠드와 받침은 수평을 확인하고, 필요하면 스파이크 높이로 조절합니다.',
  ],
};

const SAFETY = [
  '제품을 분해하거나 개조하지 마세요. 감전이나 고장의 원인이 됩니다.',
  '물기나 습기가 많은 곳, 직사광선이 드는 곳, 난방기 가까이에 두지 마세요.',
  '천둥·번개가 칠 때나 오래 사용하지 않을 때는 전원 플러그를 뽑아 주세요.',
  '큰 음량으로 오래 들으면 청력이 손상될 수 있습니다.',
  '어린이의 손이 닿지 않는 곳에 보관하세요. 작은 부품을 삼킬 수 있습니다.',
  '제품에서 연기나 이상한 냄새가 나면 즉시 전원을 끄고 고객센터로 연락하세요.',
];

const TROUBLE: [string, string][] = [
  ['전원이 켜지지 않아요', '전원 케이블이나 어댑터가 콘센트와 제품에 끝까지 꽂혀 있는지 확인하세요.'],
  [
    '소리가 나지 않아요',
    '입력 선택과 음량, 케이블 연결 위치를 확인하세요. 무선 연결은 기기에서 다시 연결해 보세요.',
  ],
  ['잡음(험)이 들려요', '접지선을 연결하고, 전원 케이블과 신호 케이블이 겹치지 않게 떨어뜨려 주세요.'],
  ['한쪽에서만 소리가 나요', '좌우 케이블 연결과 기기의 밸런스 설정을 확인하세요.'],
];

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.13, 0.13, 0.14);
const MUTED = rgb(0.42, 0.42, 0.45);
const ACCENT = rgb(0.82, 0.39, 0.25);
const RULE = rgb(0.86, 0.85, 0.83);

/** Splits Korean text into lines that fit `width` at `size`, breaking between words where it can. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  page!: PDFPage;
  y = 0;
  pageNo = 0;
  constructor(
    private doc: PDFDocument,
    private font: PDFFont,
    private bold: PDFFont,
    private footer: string,
  ) {}

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pageNo += 1;
    this.y = A4[1] - MARGIN;
    this.page.drawLine({
      start: { x: MARGIN, y: 40 },
      end: { x: A4[0] - MARGIN, y: 40 },
      thickness: 0.5,
      color: RULE,
    });
    this.page.drawText(this.footer, { x: MARGIN, y: 26, size: 8, font: this.font, color: MUTED });
    const no = String(this.pageNo);
    this.page.drawText(no, {
      x: A4[0] - MARGIN - this.font.widthOfTextAtSize(no, 8),
      y: 26,
      size: 8,
      font: this.font,
      color: MUTED,
    });
  }

  heading(text: string): void {
    this.y -= 14;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 3, width: 4, height: 16, color: ACCENT });
    this.page.drawText(text, { x: MARGIN + 12, y: this.y, size: 15, font: this.bold, color: INK });
    this.y -= 24;
  }

  paragraph(text: string, size = 10.5, indent = 0, color = INK): void {
    for (const line of wrap(text, this.font, size, A4[0] - MARGIN * 2 - indent)) {
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font: this.font, color });
      this.y -= size * 1.6;
    }
  }

  numbered(items: string[]): void {
    items.forEach((item, i) => {
      this.page.drawCircle({ x: MARGIN + 8, y: this.y + 3.5, size: 8, color: ACCENT });
      const label = String(i + 1);
      this.page.drawText(label, {
        x: MARGIN + 8 - this.bold.widthOfTextAtSize(label, 8) / 2,
        y: this.y + 0.8,
        size: 8,
        font: this.bold,
        color: rgb(1, 1, 1),
      });
      this.paragraph(item, 10.5, 24);
      this.y -= 3;
    });
  }

  bullets(items: string[]): void {
    for (const item of items) {
      this.page.drawCircle({ x: MARGIN + 6, y: this.y + 3.5, size: 2, color: INK });
      this.paragraph(item, 10.5, 16);
    }
  }

  table(rows: [string, string][], keyWidth = 150): void {
    const width = A4[0] - MARGIN * 2;
    for (const [i, [key, value]] of rows.entries()) {
      const lines = wrap(value, this.font, 10, width - keyWidth - 20);
      const height = Math.max(1, lines.length) * 15 + 10;
      this.page.drawRectangle({
        x: MARGIN,
        y: this.y - height + 14,
        width,
        height,
        color: i % 2 === 0 ? rgb(0.97, 0.96, 0.95) : rgb(1, 1, 1),
      });
      this.page.drawRectangle({
        x: MARGIN,
        y: this.y - height + 14,
        width: keyWidth,
        height,
        color: rgb(0.93, 0.92, 0.9),
      });
      this.page.drawText(key, { x: MARGIN + 10, y: this.y, size: 10, font: this.bold, color: INK });
      lines.forEach((line, j) => {
        this.page.drawText(line, {
          x: MARGIN + keyWidth + 10,
          y: this.y - j * 15,
          size: 10,
          font: this.font,
          color: INK,
        });
      });
      this.y -= height;
    }
    this.y -= 8;
  }

  gap(h: number): void {
    this.y -= h;
  }
}

export type ManualFonts = { regular: Uint8Array; bold: Uint8Array };

/** The PDF bytes of one manual. Dates and font names are fixed so the output is the same on every run. */
export async function manualPdf(
  product: ProductSeed,
  maker: MakerSeed,
  version: string,
  fonts: ManualFonts,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(subsetFontkit);
  const font = await doc.embedFont(fonts.regular, { subset: true, customName: 'SORIDA+Pretendard-Regular' });
  const bold = await doc.embedFont(fonts.bold, { subset: true, customName: 'SORIDB+Pretendard-Bold' });
  const fixed = new Date('2026-01-05T00:00:00Z');
  doc.setTitle(`${product.title} 제품 사용 설명서`);
  doc.setAuthor(`${maker.title} (${maker.titleEn})`);
  doc.setSubject(`${product.model} 사용 설명서 ${version}`);
  doc.setProducer('소리담 make-assets');
  doc.setCreator('소리담 make-assets');
  doc.setLanguage('ko-KR');
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);

  const family = FAMILY[product.kind];
  const w = new Writer(
    doc,
    font,
    bold,
    `${maker.titleEn} ${product.model} · 제품 사용 설명서 ${version} · ${COMPANY.brand}`,
  );

  // Page 1: cover block, box contents, safety.
  w.newPage();
  const p = w.page;
  p.drawRectangle({ x: 0, y: A4[1] - 250, width: A4[0], height: 250, color: rgb(0.96, 0.93, 0.89) });
  p.drawText(maker.titleEn, { x: MARGIN, y: A4[1] - 80, size: 12, font: bold, color: ACCENT });
  p.drawText('제품 사용 설명서', { x: MARGIN, y: A4[1] - 125, size: 30, font: bold, color: INK });
  p.drawText(product.title, { x: MARGIN, y: A4[1] - 160, size: 14, font, color: INK });
  p.drawText(`모델명 ${product.model}  ·  ${version}  ·  2026년 1월`, {
    x: MARGIN,
    y: A4[1] - 184,
    size: 10,
    font,
    color: MUTED,
  });
  p.drawCircle({ x: A4[0] - 130, y: A4[1] - 125, size: 70, color: rgb(0.15, 0.15, 0.15) });
  p.drawCircle({ x: A4[0] - 130, y: A4[1] - 125, size: 22, color: ACCENT });
  p.drawCircle({ x: A4[0] - 130, y: A4[1] - 125, size: 3, color: rgb(0.9, 0.9, 0.9) });
  w.y = A4[1] - 290;
  w.paragraph(
    `${maker.title} 제품을 선택해 주셔서 감사합니다. ${product.summary}. 사용하기 전에 이 설명서를 끝까지 읽고, 나중에 다시 볼 수 있도록 보관해 주세요.`,
  );
  w.heading('구성품');
  w.bullets(product.inBox);
  w.heading('안전 주의사항');
  w.bullets(SAFETY);

  // Page 2: installation and use.
  w.newPage();
  w.heading('설치 방법');
  w.numbered(INSTALL[family]);
  w.gap(6);
  w.heading('사용 방법');
  w.numbered(USE[family]);
  w.gap(6);
  w.heading('이 제품의 특징');
  w.bullets(product.features);

  // Page 3: specification table, troubleshooting and support.
  w.newPage();
  w.heading('제품 사양');
  w.table([
    ['모델명', product.model],
    ['제조사', `${maker.title} (${maker.country})`],
    ...Object.entries(product.spec),
  ]);
  w.heading('문제 해결');
  w.table(TROUBLE, 150);
  w.heading('고객센터');
  w.paragraph(`${COMPANY.brand} 고객센터 ${COMPANY.phone}  ·  ${COMPANY.email}`);
  w.paragraph(`운영 시간 ${COMPANY.hours}, 채팅 상담 11:00~16:00`, 10, 0, MUTED);
  w.paragraph(
    '렌탈 기간 동안 자연 고장은 무상으로 AS를 받으실 수 있습니다. 방문 AS는 앱의 마이페이지 > AS 신청에서 접수해 주세요.',
    10,
    0,
    MUTED,
  );
  w.paragraph(
    `${COMPANY.name}  |  ${COMPANY.address}  |  사업자등록번호 ${COMPANY.businessNumber}`,
    8.5,
    0,
    MUTED,
  );

  return doc.save({ useObjectStreams: true });
}
