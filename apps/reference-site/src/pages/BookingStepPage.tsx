import { FlowStepPage } from './FlowStepPage.tsx';

export default function BookingStepPage() {
  return <FlowStepPage page="booking" />;
}
