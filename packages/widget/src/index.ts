export { FullPageLoader, type FullPageLoaderProps } from './components/FullPageLoader/FullPageLoader.tsx';
