import { Accordion, AccordionSkeleton } from '../../../shared/ui/accordion/accordion';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html';
import { useFaqForums } from '../api/get-forums';
import styles from '../forums.module.css';

type Props = { onToggle?: () => void };

/** Every FAQ item as an accordion whose answers are HTML; also shown on the company pages' faq section. */
export function FaqAccordion({ onToggle }: Props) {
  const { data, isPending, isError, refetch } = useFaqForums();
  if (isPending) return <AccordionSkeleton />;
  if (isError)
    return (
      <div className={styles.state} role="alert">
        <p>자주 묻는 질문을 불러오지 못했습니다.</p>
        <button type="button" className={styles.retry} onClick={() => void refetch()}>
          다시 시도
        </button>
      </div>
    );
  if (data.length === 0) return <p className={styles.state}>등록된 질문이 없습니다.</p>;
  return (
    <Accordion
      items={data.map((forum) => ({
        id: forum.id,
        title: forum.title,
        body: <SafeHtml html={forum.content} />,
      }))}
      onToggle={onToggle}
    />
  );
}
