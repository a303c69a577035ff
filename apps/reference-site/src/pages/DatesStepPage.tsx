import { FlowStepPage } from './FlowStepPage.tsx';

export default function DatesStepPage() {
  return <FlowStepPage page="dates" />;
}
