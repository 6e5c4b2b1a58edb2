export { useOrder } from './api/get-order.ts';
