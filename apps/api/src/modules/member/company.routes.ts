import { contract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { createCompany, getMyCompany, removeCompanyMember, submitTaxExemption, updateCompanyMember, updateMyCompany } from './companies.ts';
import { createCompanyAddress, deleteCompanyAddress, listCompanyAddresses, updateCompanyAddress } from './company-addresses.ts';
import { inviteToCompany, joinCompany } from './company-invitations.ts';

const { company } = contract.member;

/** The logged-in member's company, under /pc-api. */
const companyRoutes: FastifyPluginAsync<{ formsPerMinute: number }> = async (app, opts) => {
  const perIp = { config: { rateLimit: { max: opts.formsPerMinute, timeWindow: '1 minute' } } };
  handle(app, company.get, (ctx) => getMyCompany(ctx));
  handle(app, company.create, (ctx, body) => createCompany(ctx, body));
  handle(app, company.update, (ctx, body) => updateMyCompany(ctx, body));
  handle(app, company.invite, (ctx, body) => inviteToCompany(ctx, body), perIp);
  handle(app, company.join, (ctx, body) => joinCompany(ctx, body), perIp);
  handle(app, company.updateMember, (ctx, body) => updateCompanyMember(ctx, body));
  handle(app, company.removeMember, (ctx, query) => removeCompanyMember(ctx, query.memberId));
  handle(app, company.taxExemption, (ctx, body) => submitTaxExemption(ctx, body));
  handle(app, company.addressList, (ctx) => listCompanyAddresses(ctx));
  handle(app, company.addressCreate, (ctx, body) => createCompanyAddress(ctx, body));
  handle(app, company.addressUpdate, (ctx, body) => updateCompanyAddress(ctx, body));
  handle(app, company.addressDelete, (ctx, query) => deleteCompanyAddress(ctx, query.id));
};

export default companyRoutes;
