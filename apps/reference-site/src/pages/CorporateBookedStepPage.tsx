import { FlowStepPage } from './FlowStepPage.tsx';

export default function CorporateBookedStepPage() {
  return <FlowStepPage page="booked" audience="corporate" />;
}
