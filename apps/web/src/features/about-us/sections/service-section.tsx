import styles from '../about-us.module.css';

const STEPS = [
  {
    title: '고르기',
    text: '취향 테스트로 나에게 맞는 제품을 추천받거나, 브랜드와 분류별로 직접 골라 보세요.',
  },
  { title: '기간 정하기', text: '12·24·36·48개월 중 원하는 기간을 고르면 월 렌탈료가 바로 계산됩니다.' },
  { title: '설치받기', text: '결제 후 3일 뒤부터 원하는 평일에 설치 기사님이 방문해 자리를 잡아 드립니다.' },
  {
    title: '마음껏 듣기',
    text: '렌탈 기간 동안 자연 고장은 무상 AS. 약정이 끝나면 제품은 고객님 소유가 됩니다.',
  },
] as const;

/** What the rental service includes. */
export function ServiceSection() {
  return (
    <>
      <ol className={styles.steps}>
        {STEPS.map((step, i) => (
          <li key={step.title}>
            <span className={styles.stepNo}>STEP {i + 1}</span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <ul className={styles.perks}>
        <li>
          <strong>무료 방문 설치</strong>
          특수 배송·설치비 50,000원을 소리담이 부담합니다. 케이블 연결과 음향 세팅, 사용법 안내까지
          30~60분이면 끝납니다.
        </li>
        <li>
          <strong>무상 AS</strong>
          렌탈 기간 중 자연 고장은 부품비와 출장비 없이 수리해 드리고, 수리가 길어지면 같은 급의 제품을 빌려
          드립니다.
        </li>
        <li>
          <strong>교환 구독</strong>석 달마다 다른 제품으로 바꿔 쓰는 구독도 있습니다. 교환 배송과 설치는
          무료입니다.
        </li>
        <li>
          <strong>설치 지역</strong>
          서울 전 지역과 경기 고양·성남·하남에 설치해 드리며, 지역은 차례로 넓혀 가고 있습니다.
        </li>
      </ul>
    </>
  );
}
