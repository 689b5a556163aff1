import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { dateTime } from '../../shared/format';
import { Page } from '../../shared/ui/page';
import { PendingPage } from '../../shared/ui/pending-page';
import { CareAttachments } from './care-attachments';
import { CareFacts } from './care-facts';
import { CareMovesPanel } from './care-moves-panel';
import { CarePayments } from './care-payments';
import { careDetailQuery } from './care-queries';
import { QuoteEditor } from './quote-editor';

/** One AS request: what is wrong and where, its quote, its history, and one button per allowed staff move. */
export function CareDetailScreen() {
  const id = Number(useParams().id);
  const [done, setDone] = useState<string | null>(null);
  const query = useQuery(careDetailQuery(id));
  const back = { to: '/cares', label: 'AS 목록' };
  if (!query.isSuccess) return <PendingPage title="AS" back={back} query={query} />;
  const care = query.data;
  return (
    <Page title={`AS #${care.id} · ${care.title}`} back={back}>
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      <div className="detail-grid">
        <CareFacts care={care} />
        <CareMovesPanel care={care} onDone={setDone} />
      </div>
      <h2>증상</h2>
      <p className="care-content">{care.content || '증상 내용이 없습니다.'}</p>
      <CareAttachments atts={care.atts} />
      {care.quote_editable && <QuoteEditor key={care.id} care={care} />}
      {care.payments.length > 0 && <CarePayments care={care} onDone={setDone} />}
      <h2>이력</h2>
      <ol className="timeline" aria-label="AS 이력">
        {[...care.history].reverse().map((h, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: history rows have no id of their own; newest first.
          <li key={i}>
            <time dateTime={h.at}>{dateTime(h.at)}</time>
            <span className="badge">{h.label}</span> {h.note}
          </li>
        ))}
      </ol>
    </Page>
  );
}
