import { FlowStepPage } from './FlowStepPage.tsx';

export default function SelectCityStepPage() {
  return <FlowStepPage page="selectCity" />;
}
