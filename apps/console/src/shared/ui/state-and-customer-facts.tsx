import { Link } from 'react-router';

/** A record's state (a badge) and its customer (a link to the customer's page), as facts of a detail page. */
export function StateAndCustomerFacts({
  record,
}: {
  record: { label: string; customer_id: number; customer_name: string };
}) {
  return (
    <>
      <dt>상태</dt>
      <dd>
        <span className="badge">{record.label}</span>
      </dd>
      <dt>고객</dt>
      <dd>
        <Link to={`/customers/${record.customer_id}`}>{record.customer_name}</Link>
      </dd>
    </>
  );
}
