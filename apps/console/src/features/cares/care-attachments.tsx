import type { CareDetail } from '@shop/domain/api/admin/cares';
import { ApiError } from '@shop/domain/api/api-error';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrl, staffToken } from '../../shared/api';

type Att = CareDetail['atts'][number];

/** A customer's file is private: read with the member's token, shown from memory. */
async function fetchAtt(att: Att): Promise<string> {
  const token = staffToken.get();
  const res = await fetch(apiUrl(att.url), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, '첨부 파일을 불러오지 못했습니다.');
  return URL.createObjectURL(await res.blob());
}

function AttItem({ att }: { att: Att }) {
  const file = useQuery({
    queryKey: ['cares', 'att', att.url],
    queryFn: () => fetchAtt(att),
    staleTime: Infinity,
  });
  useEffect(() => {
    const url = file.data;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [file.data]);
  const kb = `${Math.max(1, Math.round(att.size / 1024))}KB`;
  return (
    <li className="care-att">
      {file.isError ? (
        <span className="state--error">{att.name}: 불러오지 못했습니다.</span>
      ) : !file.data ? (
        <span className="care-att__thumb" aria-busy="true" />
      ) : att.mime.startsWith('image/') ? (
        <a href={file.data} target="_blank" rel="noreferrer">
          <img className="care-att__thumb" src={file.data} alt={att.name} />
        </a>
      ) : (
        <a className="care-att__thumb care-att__thumb--doc" href={file.data} target="_blank" rel="noreferrer">
          PDF
        </a>
      )}
      <span className="care-att__name">
        {att.name} · {kb}
      </span>
    </li>
  );
}

/** The photos and documents the customer attached to the request. */
export function CareAttachments({ atts }: { atts: Att[] }) {
  if (atts.length === 0) return <p className="state">첨부 파일이 없습니다.</p>;
  return (
    <ul className="care-atts" aria-label="첨부 파일">
      {atts.map((att) => (
        <AttItem key={att.id} att={att} />
      ))}
    </ul>
  );
}
