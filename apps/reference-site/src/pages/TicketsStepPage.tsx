import { FlowStepPage } from './FlowStepPage.tsx';

export default function TicketsStepPage() {
  return <FlowStepPage page="tickets" />;
}
