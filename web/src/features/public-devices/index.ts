export { EquipmentListLinks } from './components/equipment-list-links';
