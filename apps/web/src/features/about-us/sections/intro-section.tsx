import styles from '../about-us.module.css';

/** What the company is. */
export function IntroSection() {
  return (
    <>
      <div className={styles.body}>
        <p>
          소리담은 턴테이블, 스피커, 헤드폰 같은 오디오 제품을 <strong>월 렌탈</strong>로 만나는 구독
          서비스입니다. 마음에 드는 제품을 큰돈 들이지 않고 들여놓고, 12개월부터 48개월까지 내 생활에 맞는
          기간을 골라 매달 나누어 내면 됩니다.
        </p>
        <p>
          오디오는 직접 들어 봐야 알 수 있는데, 매장에서 잠깐 듣고 수십만 원을 결정하기란 쉽지 않습니다.
          소리담은 그 망설임에서 시작했습니다. 설치 기사님이 집으로 찾아가 자리를 잡아 드리고, 쓰는 동안
          고장이 나면 무상으로 고쳐 드립니다. 약정이 끝나면 제품은 고객님의 것이 됩니다.
        </p>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>함께하는 브랜드</dt>
          <dd>3곳</dd>
        </div>
        <div>
          <dt>렌탈 기간</dt>
          <dd>12~48개월</dd>
        </div>
        <div>
          <dt>설치·배송비</dt>
          <dd>무료</dd>
        </div>
      </dl>
      <div className={styles.body}>
        <p>
          2024년 서울 성수동에서 문을 연 소리담은 LP 한 장을 온전히 듣는 저녁, 퇴근길 귀에 꽂는 좋은 이어폰
          하나가 일상을 얼마나 바꾸는지 믿는 사람들이 모여 만들었습니다. 우리는 제품을 파는 회사가 아니라,
          좋은 소리가 머무는 시간을 함께 설계하는 회사가 되고자 합니다.
        </p>
      </div>
    </>
  );
}
