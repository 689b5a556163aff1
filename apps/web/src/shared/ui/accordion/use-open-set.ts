import { useState } from 'react';

/** Which items of a list are open: `toggle` opens a closed one or closes an open one, and answers whether it opened. */
export function useOpenSet<Id>() {
  const [openIds, setOpenIds] = useState<ReadonlySet<Id>>(new Set());
  const toggle = (id: Id): boolean => {
    const next = new Set(openIds);
    const open = !next.has(id);
    if (open) next.add(id);
    else next.delete(id);
    setOpenIds(next);
    return open;
  };
  return { openIds, toggle };
}
