import type { Care } from '@shop/domain/api/cares';
import { useMemo, useState } from 'react';
import { DateTiles } from '../../../shared/ui/date-tiles/date-tiles';
import styles from '../cares.module.css';
import { visitDateChoices } from './care-view';

/** After paying: the reinstall visit day, chosen from the days the server allows, then confirmed. */
export function CareVisitPicker({
  care,
  sending,
  onConfirm,
}: {
  care: Care;
  sending: boolean;
  onConfirm: (day: string) => void;
}) {
  const choices = useMemo(() => visitDateChoices(care.visit_dates), [care.visit_dates]);
  const [day, setDay] = useState(choices[0]?.value ?? '');
  return (
    <section className={styles.infoBox} aria-label="재설치 방문일 선택">
      <p className={styles.faint}>재설치 방문을 받으실 날짜를 선택해 주세요. (주말 제외)</p>
      <DateTiles
        label="재설치 방문일"
        name="visit-day"
        choices={choices}
        value={day}
        onChange={setDay}
        spoken="label"
        classes={{ dates: styles.dates, date: styles.date }}
      />
      <button
        type="button"
        className={styles.primary}
        disabled={sending || !day}
        onClick={() => onConfirm(day)}
      >
        방문일 확정
      </button>
    </section>
  );
}
