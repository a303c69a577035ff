import { FlowStepPage } from './FlowStepPage.tsx';

export default function CorporateTicketsStepPage() {
  return <FlowStepPage page="tickets" audience="corporate" />;
}
