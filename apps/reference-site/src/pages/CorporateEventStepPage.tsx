import { FlowStepPage } from './FlowStepPage.tsx';

export default function CorporateEventStepPage() {
  return <FlowStepPage page="event" audience="corporate" />;
}
