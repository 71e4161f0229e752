/** Public pieces of the links feature for other features (the /house and /building index pages). */
export { NewLinks, type NewLinksProps } from './components/new-links';
export { EvaluatorPanel } from './components/evaluator-panel';
