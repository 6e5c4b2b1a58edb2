export { useTradeConfig } from './api/get-trade-config.ts';
