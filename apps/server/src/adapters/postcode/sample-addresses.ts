/**
 * Sample addresses for offline development and tests: road address, lot-number address and the five-digit
 * zip. Seoul, Goyang, Seongnam and Hanam are installable; Busan, Daegu, Suwon and Incheon are not.
 */
export const SAMPLE_ADDRESSES: readonly { addr_code: string; addr: string; addr_jibun: string }[] = [
  {
    addr_code: '04524',
    addr: '서울특별시 중구 세종대로 110 (태평로1가)',
    addr_jibun: '서울특별시 중구 태평로1가 31',
  },
  {
    addr_code: '03925',
    addr: '서울특별시 마포구 월드컵북로 396 (상암동)',
    addr_jibun: '서울특별시 마포구 상암동 1601',
  },
  {
    addr_code: '06236',
    addr: '서울특별시 강남구 테헤란로 152 (역삼동)',
    addr_jibun: '서울특별시 강남구 역삼동 737',
  },
  {
    addr_code: '05551',
    addr: '서울특별시 송파구 올림픽로 300 (신천동)',
    addr_jibun: '서울특별시 송파구 신천동 29',
  },
  {
    addr_code: '07335',
    addr: '서울특별시 영등포구 여의대로 108 (여의도동)',
    addr_jibun: '서울특별시 영등포구 여의도동 22',
  },
  {
    addr_code: '04323',
    addr: '서울특별시 용산구 한강대로 405 (동자동)',
    addr_jibun: '서울특별시 용산구 동자동 43-205',
  },
  {
    addr_code: '03154',
    addr: '서울특별시 종로구 종로 1 (종로1가)',
    addr_jibun: '서울특별시 종로구 종로1가 1',
  },
  {
    addr_code: '06164',
    addr: '서울특별시 강남구 영동대로 513 (삼성동)',
    addr_jibun: '서울특별시 강남구 삼성동 159',
  },
  {
    addr_code: '01811',
    addr: '서울특별시 노원구 동일로 1414 (상계동)',
    addr_jibun: '서울특별시 노원구 상계동 701-1',
  },
  {
    addr_code: '08826',
    addr: '서울특별시 관악구 관악로 1 (신림동)',
    addr_jibun: '서울특별시 관악구 신림동 56-1',
  },
  {
    addr_code: '02841',
    addr: '서울특별시 성북구 안암로 145 (안암동5가)',
    addr_jibun: '서울특별시 성북구 안암동5가 1-2',
  },
  {
    addr_code: '03722',
    addr: '서울특별시 서대문구 연세로 50 (신촌동)',
    addr_jibun: '서울특별시 서대문구 신촌동 134',
  },
  {
    addr_code: '04763',
    addr: '서울특별시 성동구 왕십리로 222 (행당동)',
    addr_jibun: '서울특별시 성동구 행당동 17',
  },
  {
    addr_code: '07788',
    addr: '서울특별시 강서구 마곡중앙로 161-8 (마곡동)',
    addr_jibun: '서울특별시 강서구 마곡동 757',
  },
  {
    addr_code: '06591',
    addr: '서울특별시 서초구 신반포로 176 (반포동)',
    addr_jibun: '서울특별시 서초구 반포동 19-3',
  },
  {
    addr_code: '05500',
    addr: '서울특별시 송파구 올림픽로 25 (잠실동)',
    addr_jibun: '서울특별시 송파구 잠실동 10',
  },
  {
    addr_code: '02582',
    addr: '서울특별시 동대문구 무학로 232 (용두동)',
    addr_jibun: '서울특별시 동대문구 용두동 39-9',
  },
  {
    addr_code: '08378',
    addr: '서울특별시 구로구 디지털로 300 (구로동)',
    addr_jibun: '서울특별시 구로구 구로동 222-8',
  },
  {
    addr_code: '04107',
    addr: '서울특별시 마포구 백범로 35 (신수동)',
    addr_jibun: '서울특별시 마포구 신수동 1',
  },
  {
    addr_code: '01064',
    addr: '서울특별시 강북구 도봉로 89 (미아동)',
    addr_jibun: '서울특별시 강북구 미아동 70-6',
  },
  {
    addr_code: '10390',
    addr: '경기도 고양시 일산서구 킨텍스로 217-60 (대화동)',
    addr_jibun: '경기도 고양시 일산서구 대화동 2600',
  },
  {
    addr_code: '10326',
    addr: '경기도 고양시 일산동구 호수로 595 (장항동)',
    addr_jibun: '경기도 고양시 일산동구 장항동 906',
  },
  {
    addr_code: '10401',
    addr: '경기도 고양시 일산동구 중앙로 1275 (장항동)',
    addr_jibun: '경기도 고양시 일산동구 장항동 868',
  },
  {
    addr_code: '10545',
    addr: '경기도 고양시 덕양구 화정로 27 (화정동)',
    addr_jibun: '경기도 고양시 덕양구 화정동 968',
  },
  {
    addr_code: '10502',
    addr: '경기도 고양시 덕양구 고양대로 1955 (동산동)',
    addr_jibun: '경기도 고양시 덕양구 동산동 352',
  },
  {
    addr_code: '13529',
    addr: '경기도 성남시 분당구 판교역로 166 (백현동)',
    addr_jibun: '경기도 성남시 분당구 백현동 532',
  },
  {
    addr_code: '13561',
    addr: '경기도 성남시 분당구 정자일로 95 (정자동)',
    addr_jibun: '경기도 성남시 분당구 정자동 178-1',
  },
  {
    addr_code: '13120',
    addr: '경기도 성남시 수정구 성남대로 1342 (복정동)',
    addr_jibun: '경기도 성남시 수정구 복정동 65',
  },
  {
    addr_code: '13620',
    addr: '경기도 성남시 분당구 구미로173번길 82 (구미동)',
    addr_jibun: '경기도 성남시 분당구 구미동 300',
  },
  {
    addr_code: '13437',
    addr: '경기도 성남시 중원구 성남대로 997 (여수동)',
    addr_jibun: '경기도 성남시 중원구 여수동 200',
  },
  { addr_code: '12917', addr: '경기도 하남시 미사대로 750 (신장동)', addr_jibun: '경기도 하남시 신장동 290' },
  { addr_code: '12925', addr: '경기도 하남시 대청로 10 (신장동)', addr_jibun: '경기도 하남시 신장동 520' },
  {
    addr_code: '12902',
    addr: '경기도 하남시 미사강변중앙로 200 (망월동)',
    addr_jibun: '경기도 하남시 망월동 1050',
  },
  {
    addr_code: '48058',
    addr: '부산광역시 해운대구 센텀남대로 35 (우동)',
    addr_jibun: '부산광역시 해운대구 우동 1495',
  },
  {
    addr_code: '47545',
    addr: '부산광역시 연제구 중앙대로 1001 (연산동)',
    addr_jibun: '부산광역시 연제구 연산동 1000',
  },
  {
    addr_code: '41911',
    addr: '대구광역시 중구 공평로 88 (동인동1가)',
    addr_jibun: '대구광역시 중구 동인동1가 2-1',
  },
  {
    addr_code: '41566',
    addr: '대구광역시 북구 대학로 80 (산격동)',
    addr_jibun: '대구광역시 북구 산격동 1370',
  },
  {
    addr_code: '16490',
    addr: '경기도 수원시 팔달구 효원로 241 (인계동)',
    addr_jibun: '경기도 수원시 팔달구 인계동 1111',
  },
  {
    addr_code: '16419',
    addr: '경기도 수원시 장안구 서부로 2066 (천천동)',
    addr_jibun: '경기도 수원시 장안구 천천동 300',
  },
  {
    addr_code: '21554',
    addr: '인천광역시 남동구 정각로 29 (구월동)',
    addr_jibun: '인천광역시 남동구 구월동 1138',
  },
  {
    addr_code: '22382',
    addr: '인천광역시 중구 공항로 272 (운서동)',
    addr_jibun: '인천광역시 중구 운서동 2850',
  },
  {
    addr_code: '22012',
    addr: '인천광역시 연수구 아카데미로 119 (송도동)',
    addr_jibun: '인천광역시 연수구 송도동 12-1',
  },
];
