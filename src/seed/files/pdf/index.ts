export { makeDemoPdf } from './demoPdf'
export type { DemoDocument, DemoSection } from './demoDocument'
