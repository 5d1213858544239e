export { DailySummary } from './DailySummary';
export { Till } from './Till';
export { TillSessionPage } from './TillSessionPage';
export { useTill } from './tillQueries';
