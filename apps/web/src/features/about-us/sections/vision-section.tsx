import styles from '../about-us.module.css';

const VALUES = [
  {
    title: '누구나 좋은 소리를',
    text: '가격 때문에 좋은 오디오를 포기하지 않도록, 부담 없는 월 렌탈로 첫 시작의 문턱을 낮춥니다.',
  },
  {
    title: '오래 쓰는 물건을',
    text: '유행을 타지 않는 제품만 고르고, 렌탈이 끝난 제품은 점검과 수리를 거쳐 리퍼브로 다시 순환시킵니다.',
  },
  {
    title: '사람이 끝까지',
    text: '설치부터 AS, 이사 후 재설치까지 소리담의 기사님과 상담사가 직접 책임집니다.',
  },
] as const;

/** Where the company is going. */
export function VisionSection() {
  return (
    <>
      <div className={styles.body}>
        <p>
          음악을 듣는 방법은 스마트폰 하나로 충분할 만큼 쉬워졌지만, 정작 좋은 소리로 듣는 경험은 점점
          귀해지고 있습니다. 소리담은 2030년까지 <strong>10만 가구</strong>의 거실과 방에 좋은 오디오 한
          대씩을 들이는 것을 목표로 합니다.
        </p>
      </div>
      <ol className={styles.values}>
        {VALUES.map((value, i) => (
          <li key={value.title}>
            <span className={styles.valueNo}>{String(i + 1).padStart(2, '0')}</span>
            <div>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
