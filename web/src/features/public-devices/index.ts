export { EquipmentListLinks } from './components/equipment-list-links';
export { downloadCsv, CSV_FAILURE_MESSAGE } from './lib/download-csv';
