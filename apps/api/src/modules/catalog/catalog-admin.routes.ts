import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle, handleFile } from '../../lib/endpoints.ts';
import { createCategory } from './create-category.ts';
import { deleteCategory } from './delete-category.ts';
import { getAdminCategory } from './get-admin-category.ts';
import { listAdminCategories } from './list-admin-categories.ts';
import { updateCategory } from './update-category.ts';
import { createSpu } from './create-spu.ts';
import { deleteSpu } from './delete-spu.ts';
import { exportSpus } from './export-spus.ts';
import { importSpus } from './import-spus.ts';
import { getAdminSpuDetail } from './get-admin-spu-detail.ts';
import { listProperties } from './list-properties.ts';
import { pageAdminSpus } from './page-admin-spus.ts';
import { pageStockMovements } from './page-stock-movements.ts';
import { updateSkuStock } from './update-sku-stock.ts';
import { updateSpu } from './update-spu.ts';
import { updateSpuStatus } from './update-spu-status.ts';
import { listPrintAreas, savePrintAreas } from './print-areas.ts';

const { category, spu, property, sku, printArea } = adminContract.product;

/** The back office's catalogue, under /admin-api. */
const catalogAdminRoutes: FastifyPluginAsync = async (app) => {
  handle(app, category.create, (ctx, body) => createCategory(ctx, body));
  handle(app, category.update, (ctx, body) => updateCategory(ctx, body));
  handle(app, category.delete, (ctx, query) => deleteCategory(ctx, query.id));
  handle(app, category.get, (ctx, query) => getAdminCategory(ctx, query.id));
  handle(app, category.list, (ctx, query) => listAdminCategories(ctx, query));
  handleFile(app, spu.exportExcel, (ctx, query) => exportSpus(ctx, query));
  handle(app, spu.import, (ctx, _input, request) => importSpus(ctx, request));
  handle(app, spu.page, (ctx, query) => pageAdminSpus(ctx, query));
  handle(app, spu.getDetail, (ctx, query) => getAdminSpuDetail(ctx, query.id));
  handle(app, spu.create, (ctx, body) => createSpu(ctx, body));
  handle(app, spu.update, (ctx, body) => updateSpu(ctx, body));
  handle(app, spu.updateStatus, (ctx, body) => updateSpuStatus(ctx, body));
  handle(app, spu.delete, (ctx, query) => deleteSpu(ctx, query.id));
  handle(app, property.simpleList, (ctx) => listProperties(ctx));
  handle(app, sku.updateStock, (ctx, body) => updateSkuStock(ctx, body));
  handle(app, sku.stockMovementPage, (ctx, query) => pageStockMovements(ctx, query));
  handle(app, printArea.list, (ctx, query) => listPrintAreas(ctx.db, query.spuId));
  handle(app, printArea.save, (ctx, body) => savePrintAreas(ctx, body));
};

export default catalogAdminRoutes;
