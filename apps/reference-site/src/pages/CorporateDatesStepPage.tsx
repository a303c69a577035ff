import { FlowStepPage } from './FlowStepPage.tsx';

export default function CorporateDatesStepPage() {
  return <FlowStepPage page="dates" audience="corporate" />;
}
