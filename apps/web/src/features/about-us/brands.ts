/**
 * The three brands of the shop (corp makers 1, 2 and 3 of the catalogue); the names and stories are the
 * seed's (apps/server/src/db/seed/data/makers.ts). There is no makers call to read them from.
 */
export const BRANDS = [
  {
    id: 1,
    title: '온음',
    titleEn: 'ONEUM',
    origin: '대한민국 · 2009년',
    lines: '턴테이블 · 앰프 · 카트리지',
    content:
      '경기도 파주의 작은 공방에서 시작한 국내 턴테이블·앰프 브랜드입니다. 원목 플린스와 정밀 가공한 알루미늄 플래터를 한 대씩 손으로 조립하며, 처음 LP를 시작하는 분도 오래 쓸 수 있는 기본기에 집중합니다.',
  },
  {
    id: 2,
    title: '노르뤼드',
    titleEn: 'NORDLYD',
    origin: '덴마크 · 1987년',
    lines: '무선 스피커 · 턴테이블 · 스탠드',
    content:
      '코펜하겐 디자인 전통을 잇는 스피커 브랜드입니다. 패브릭 그릴과 월넛 캐비닛, 방 안 어디에 두어도 자연스러운 형태로 거실의 가구처럼 어울리는 무선 스피커를 만듭니다.',
  },
  {
    id: 3,
    title: '오렐',
    titleEn: 'AUREL',
    origin: '대한민국 · 2015년',
    lines: '헤드폰 · 이어폰 · 헤드폰 앰프',
    content:
      '서울 성수동에서 설계하는 헤드폰·이어폰 브랜드입니다. 자체 튜닝 랩에서 다듬은 드라이버와 하루 종일 써도 편안한 착용감으로, 출퇴근길부터 작업실까지 일상의 소리를 책임집니다.',
  },
] as const;
