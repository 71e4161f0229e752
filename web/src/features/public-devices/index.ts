export { EquipmentListLinks } from './components/equipment-list-links';
export { downloadCsv, downloadXlsx, CSV_FAILURE_MESSAGE, XLSX_FAILURE_MESSAGE } from './lib/download-csv';
