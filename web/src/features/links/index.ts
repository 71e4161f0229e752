/** Public pieces of the links feature for other features (the /house and /building index pages). */
export { NewLinks } from './components/new-links';
