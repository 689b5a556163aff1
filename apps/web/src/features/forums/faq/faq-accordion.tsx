import { Accordion, AccordionSkeleton } from '../../../shared/ui/accordion/accordion';
import { QueryState } from '../../../shared/ui/query-state/query-state';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { useFaqForums } from '../api/get-forums';
import styles from '../forums.module.css';

type Props = {
  onToggle?: () => void;
  /** 2 on the FAQ screen, under its h1; 3 in the company pages' faq section, under the section's h2. */
  headingLevel?: 2 | 3;
};

/** Every FAQ item as an accordion whose answers are HTML; also shown on the company pages' faq section. */
export function FaqAccordion({ onToggle, headingLevel }: Props) {
  const faqs = useFaqForums();
  return (
    <QueryState
      query={faqs}
      loading={<AccordionSkeleton />}
      errorText="자주 묻는 질문을 불러오지 못했습니다."
      emptyText="등록된 질문이 없습니다."
      classes={{ state: screenStyles.plainState, retry: styles.retry }}
    >
      {(forums) => (
        <Accordion
          items={forums.map((forum) => ({
            id: forum.id,
            title: forum.title,
            body: <SafeHtml html={forum.content} />,
          }))}
          onToggle={onToggle}
          headingLevel={headingLevel}
        />
      )}
    </QueryState>
  );
}
