import { FlowStepPage } from './FlowStepPage.tsx';

export default function EventStepPage() {
  return <FlowStepPage page="event" />;
}
