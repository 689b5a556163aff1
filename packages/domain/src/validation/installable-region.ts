export const NOT_INSTALLABLE_REGION_MESSAGE = '설치 불가능한 지역입니다';
/** Where installation is offered, told with the refusal so the customer knows which address would do. */
export const INSTALLABLE_AREAS_NOTE = '설치 가능 지역: 서울특별시, 경기도 고양시 · 성남시 · 하남시';
export const NOT_INSTALLABLE_REGION_WITH_AREAS = `${NOT_INSTALLABLE_REGION_MESSAGE} (${INSTALLABLE_AREAS_NOTE})`;

const SEOUL = ['서울', '서울특별시', '서울시'];
const GYEONGGI = ['경기', '경기도'];
const GYEONGGI_CITIES = ['고양시', '성남시', '하남시'];

/** Installation is offered in Seoul and in Goyang, Seongnam and Hanam of Gyeonggi. */
export function isInstallableAddress(addr: string | null | undefined): boolean {
  // Stryker disable next-line StringLiteral: any fallback without a leading Seoul or Gyeonggi word reads as no region, as '' does
  const [province, city] = (addr ?? '').trim().split(/\s+/);
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: split() always yields one element, so this guard only narrows the type
  if (province === undefined) return false;
  if (SEOUL.includes(province)) return true;
  return (
    GYEONGGI.includes(province) &&
    // Stryker disable next-line ConditionalExpression: includes(undefined) is false anyway; the check only narrows the type
    city !== undefined &&
    GYEONGGI_CITIES.includes(city)
  );
}

// The national five-digit postcode ranges (국가기초구역번호) of the installable cities.
export const INSTALLABLE_ZIP_RANGES = [
  { region: '서울', from: 1000, to: 8999 },
  { region: '고양시', from: 10200, to: 10599 },
  { region: '하남시', from: 12900, to: 13099 },
  { region: '성남시', from: 13100, to: 13699 },
] as const;

/** The server's check of a postcode: five digits inside one of the ranges above. */
export function isInstallableZip(code: string | null | undefined): boolean {
  if (!code || !/^[0-9]{5}$/.test(code)) return false;
  const zip = Number(code);
  return INSTALLABLE_ZIP_RANGES.some((range) => zip >= range.from && zip <= range.to);
}
