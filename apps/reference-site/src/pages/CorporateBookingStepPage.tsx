import { FlowStepPage } from './FlowStepPage.tsx';

export default function CorporateBookingStepPage() {
  return <FlowStepPage page="booking" audience="corporate" />;
}
