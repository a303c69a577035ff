import { FlowStepPage } from './FlowStepPage.tsx';

export default function BookedStepPage() {
  return <FlowStepPage page="booked" />;
}
