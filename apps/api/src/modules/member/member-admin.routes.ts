import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle, handleFile } from '../../lib/endpoints.ts';
import { getCompany, pageCompanies, reviewTaxExemption, updateCompanyTerms } from './admin-companies.ts';
import { getMember, pageMembers, updateMemberStatus } from './admin-members.ts';
import { exportCustomers } from './export-customers.ts';

const { user, company } = adminContract.member;

/** The back office's view of the members and their companies, under /admin-api. */
const memberAdminRoutes: FastifyPluginAsync = async (app) => {
  handle(app, user.page, (ctx, query) => pageMembers(ctx, query));
  handleFile(app, user.exportExcel, (ctx, query) => exportCustomers(ctx, query));
  handle(app, user.get, (ctx, query) => getMember(ctx, query.id));
  handle(app, user.updateStatus, (ctx, body) => updateMemberStatus(ctx, body));

  handle(app, company.page, (ctx, query) => pageCompanies(ctx, query));
  handle(app, company.get, (ctx, query) => getCompany(ctx, query.id));
  handle(app, company.updateTerms, (ctx, body) => updateCompanyTerms(ctx, body));
  handle(app, company.reviewTaxExemption, (ctx, body) => reviewTaxExemption(ctx, body));
};

export default memberAdminRoutes;
