import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/config/paths';
import { helpLinks } from './help-links';

const patterns = ROUTES.map((r) => new RegExp(`^${r.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`));

describe('help dropdown links', () => {
  it('shows chat and AS only in development, then FAQ, notices, downloads, policy and terms', () => {
    expect(helpLinks(false).map((l) => l.label)).toEqual([
      '자주 묻는 질문',
      '공지사항',
      '다운로드 센터',
      '개인정보처리방침',
      '이용약관',
    ]);
    expect(
      helpLinks(true)
        .map((l) => l.label)
        .slice(0, 2),
    ).toEqual(['1:1 채팅 문의', 'AS 신청']);
  });

  it('leads to routes of the route table: policy 300, terms 100', () => {
    const links = helpLinks(true);
    for (const link of links)
      expect(
        patterns.some((p) => p.test(link.to)),
        link.to,
      ).toBe(true);
    expect(links.find((l) => l.label === '개인정보처리방침')?.to).toBe('/docs/user/help/300');
    expect(links.find((l) => l.label === '이용약관')?.to).toBe('/docs/user/help/100');
  });
});
