import type { SubscDetail as SubscDetailData } from '@shop/domain/api/subscs-read';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { ContractLinks } from './contract-section';
import { DetailActions } from './detail-actions';
import { DetailSection } from './detail-section';
import { detailView } from './detail-view';
import { OverdueSection } from './overdue-section';
import { PaymentSection } from './payment-section';
import { ProductInfo } from './product-info';
import { ShippingInfo } from './shipping-info';
import { StatusHeader } from './status-header';
import { CancelInProgress, CollectionSection, FinalTermination } from './termination-sections';

/** One rental, in the documents' order: status, order, fee, products, payment, shipping, contract. */
export function SubscDetail({ subsc }: { subsc: SubscDetailData }) {
  const view = detailView(subsc);
  return (
    <div className={screenStyles.page}>
      <StatusHeader subsc={subsc} highlighted={view.highlighted} />
      <ProductInfo subsc={subsc} />
      {view.overdue ? <OverdueSection subsc={subsc} /> : <PaymentSection subsc={subsc} />}
      {view.cancelInProgress && <CancelInProgress subsc={subsc} />}
      {view.finalTermination && <FinalTermination subsc={subsc} />}
      {view.collection && <CollectionSection />}
      <ShippingInfo subsc={subsc} withPickup={!view.cancelInProgress} />
      <DetailSection title="계약서">
        <ContractLinks subscId={subsc.id} available={view.contractAvailable} />
      </DetailSection>
      <DetailActions subscId={subsc.id} view={view} />
    </div>
  );
}
