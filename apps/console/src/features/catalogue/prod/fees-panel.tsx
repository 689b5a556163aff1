import { ErrorBox, Loading } from '../../../shared/ui/states';
import { useFees } from '../api/prod-fees';
import { DiscountForm } from './discount-form';
import { FeeTable } from './fee-table';

/** The product's monthly fee per term in each subscription category (the storefront's default first), and its discount. */
export function FeesPanel({ prodId }: { prodId: number }) {
  const fees = useFees(prodId);
  if (fees.isPending) return <Loading />;
  if (fees.isError) return <ErrorBox error={fees.error} onRetry={() => void fees.refetch()} />;
  const cats = [...fees.data.cats].sort((a, b) => Number(b.is_default) - Number(a.is_default));
  const discountKey = JSON.stringify(fees.data.discount);
  return (
    <div className="catalogue-stack">
      <p className="field__hint">
        제공하지 않는 기간은 쇼핑몰에서 고를 수 없습니다. 요금은 원 단위로, 이미 계약한 렌탈에는 영향이
        없습니다.
      </p>
      {cats.map((cat) => (
        <FeeTable key={cat.id} prodId={prodId} cat={cat} discount={fees.data.discount} />
      ))}
      <DiscountForm key={discountKey} prodId={prodId} discount={fees.data.discount} />
    </div>
  );
}
